"""The Itanium demangler that chooses kernels by their source names
(frontends/demangle.py, frontends/kernels.py): the names clang gives HIP template
instantiations and overloads, spelled as llvm-cxxfilt spells them."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.frontends.demangle import demangle, normalize
from amdsync.frontends.kernels import choose_kernel

# Each checked against llvm-cxxfilt-19 on names clang 19 gave these kernels.
NAMES = {
    "_ZN12_GLOBAL__N_16hiddenEPiS0_": "(anonymous namespace)::hidden(int*, int*)",
    "_Z4overPi": "over(int*)",
    "_Z4overPf": "over(float*)",
    "_ZN2ns6reduceILi256EfEEvPT0_PKS1_j":
        "void ns::reduce<256, float>(float*, float const*, unsigned int)",
    "_Z6reduceILj256EEvPfPKf": "void reduce<256u>(float*, float const*)",
    "_Z5flagsILb1ELc65EEvPi": "void flags<true, (char)65>(int*)",
    "_Z5boxesIiEvP3BoxIT_ES3_PK4Pair": "void boxes<int>(Box<int>*, Box<int>*, Pair const*)",
    "_Z5boxesI3BoxIfEEvPS0_IT_ES4_PK4Pair":
        "void boxes<Box<float>>(Box<Box<float>>*, Box<Box<float>>*, Pair const*)",
    "_Z4packIJifPiEEvS0_DpT_": "void pack<int, float, int*>(int*, int, float, int*)",
    "_Z3negILln5EEvPi": "void neg<-5l>(int*)",
    "_Z12block_reduceILi128EEvPfPKff": "void block_reduce<128>(float*, float const*, float)",
    "_ZN3hip6detail4tileILi16ELi16EEEvPfS2_":
        "void hip::detail::tile<16, 16>(float*, float*)",
    "_Z4copyIN3foo3BarEEvPT_": "void copy<foo::Bar>(foo::Bar*)",
    "_Z3vecSt6vectorIiSaIiEE": "vec(std::vector<int, std::allocator<int>>)",
    "_Z1fDhDF16_u6__bf16": "f(half, _Float16, __bf16)",
    "_Z9transposePfPKfi.kd": "transpose(float*, float const*, int)",
    # A lambda as a template argument (rocm-examples' reduction tutorial).
    "_Z6kernelIjZ4mainEUljjE_EvPT_S2_T0_S1_j":
        "void kernel<unsigned int, main::'lambda'(unsigned int, unsigned int)>(unsigned int*, "
        "unsigned int*, main::'lambda'(unsigned int, unsigned int), unsigned int, unsigned int)",
    "_Z6kernelILj256ELj64ELj4EjZ4mainEUljjE_EvPT2_S2_T3_S1_j":
        "void kernel<256u, 64u, 4u, unsigned int, main::'lambda'(unsigned int, unsigned "
        "int)>(unsigned int*, unsigned int*, main::'lambda'(unsigned int, unsigned int), "
        "unsigned int, unsigned int)",
    "_Z3runIZ4mainEUlvE0_EvT_": "void run<main::'lambda0'()>(main::'lambda0'())",
    "_Z3runIZ4testvEUliE_EvT_":
        "void run<test()::'lambda'(int)>(test()::'lambda'(int))",
}


@pytest.mark.parametrize(("mangled", "text"), NAMES.items())
def test_kernel_names_demangle(mangled: str, text: str) -> None:
    demangled = demangle(mangled)
    assert demangled is not None and demangled.text == text


@pytest.mark.parametrize("name", ["transpose", "_Zfoo", "_Z3fooXadL_Z3barEE",
                                  "_Z3arrIfLi4EEvPAT0__T_", "_Z", "_Z9", "_ZN3fooE"])
def test_what_it_does_not_read_stays_mangled(name: str) -> None:
    assert demangle(name) is None


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None, reason="no llvm-cxxfilt-19")
def test_it_agrees_with_llvm_cxxfilt() -> None:
    names = [n.removesuffix(".kd") for n in NAMES]
    done = subprocess.run(["llvm-cxxfilt-19", *names], capture_output=True, text=True,
                          check=True)
    for name, theirs in zip(names, done.stdout.splitlines(), strict=True):
        mine = demangle(name)
        assert mine is not None and mine.text == theirs


def test_spellings_a_user_may_write() -> None:
    demangled = demangle("_ZN2ns6reduceILi256EfEEvPT0_PKS1_j")
    assert demangled is not None
    for spelled in ("ns::reduce<256, float>", "reduce<256,float>", "ns::reduce", "reduce",
                    "ns::reduce<256, float>(float*, float const*, unsigned int)"):
        assert normalize(spelled) in demangled.spellings(), spelled
    assert normalize("reduce<256u>") == normalize("reduce< 256 >") == "reduce<256>"


IR = """
define amdgpu_kernel void @_Z6reduceILj256EEvPfPKf(ptr %a, ptr %b) {
  ret void
}
define amdgpu_kernel void @_Z6reduceILj64EEvPfPKf(ptr %a, ptr %b) {
  ret void
}
define amdgpu_kernel void @_Z4overPi(ptr %p) {
  ret void
}
define amdgpu_kernel void @_Z4overPf(ptr %p) {
  ret void
}
define void @_Z6helperv() {
  ret void
}
define amdgpu_kernel void @plain_cl_kernel(ptr %p) {
  ret void
}
"""


@pytest.mark.parametrize(("wanted", "chosen"), [
    ("reduce<256>", "_Z6reduceILj256EEvPfPKf"),
    ("reduce<64u>", "_Z6reduceILj64EEvPfPKf"),
    ("over(float*)", "_Z4overPf"),
    ("@_Z4overPi", "_Z4overPi"),
    ("helper", "_Z6helperv"),  # no kernel of that name: a function is launched as one
    ("plain_cl_kernel", "plain_cl_kernel"),
    ("nothing", "nothing"),  # left to the reader, which lists what the file defines
])
def test_choose_a_kernel(wanted: str, chosen: str) -> None:
    assert choose_kernel(IR, wanted, "k.ll") == chosen


@pytest.mark.parametrize(("wanted", "listed"), [
    ("reduce", "void reduce<256u>(float*, float const*) (_Z6reduceILj256EEvPfPKf); "
               "void reduce<64u>(float*, float const*) (_Z6reduceILj64EEvPfPKf)"),
    ("over", "over(int*) (_Z4overPi); over(float*) (_Z4overPf)"),
])
def test_several_instantiations_are_listed(wanted: str, listed: str) -> None:
    with pytest.raises(AmdsyncError) as caught:
        choose_kernel(IR, wanted, "k.hip")
    assert caught.value.code == "ambiguous-kernel"
    assert f"--kernel {wanted}: k.hip has 2 kernels of that name: {listed}" in \
        caught.value.message


def test_a_lambda_kernel_is_chosen_by_its_source_spelling() -> None:
    names = ["_Z6kernelIjZ4mainEUljjE_EvPT_S2_T0_S1_j",
             "_Z6kernelILj256ELj64ELj4EjZ4mainEUljjE_EvPT2_S2_T3_S1_j"]
    for wanted, index in (("kernel<unsigned, main::'lambda'(unsigned, unsigned)>", 0),
                          ("kernel<256, 64, 4, unsigned int, main::'lambda'(unsigned int, "
                           "unsigned int)>", 1)):
        assert any(normalize(wanted) in d.spellings()
                   for d in [demangle(names[index])] if d is not None)
