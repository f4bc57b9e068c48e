"""`check` under the AMDGPU availability / visibility rules (amdgpu-memory-model): a
read that happens after a write but is not location-ordered after it returns undef."""

from __future__ import annotations

import pytest

from .kernels import check, kernel, kinds

AV = '!0 = !{!"amdgcn-av", !"none"}\n'
DECL = """declare void @llvm.amdgcn.av.global.store.b128(ptr addrspace(1), <4 x i32>, metadata)
declare <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr addrspace(1), metadata)
"""


def _handoff(release: str, acquire: str) -> str:
    """A plain LDS store handed to the other wave through s_barrier with fences."""
    return kernel(f"""
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  fence syncscope("workgroup") release{release}
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire{acquire}
  %o = xor i32 %t, 32
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %o
  %v = load i32, ptr addrspace(3) %q, align 4
  ret void""") + AV


@pytest.mark.parametrize(("release", "acquire", "expected"), [
    ("", "", []),  # MakeAvailable then MakeVisible: location-ordered
    (", !mmra !0", "", ["undef-read"]),  # no availability operation on the write
    ("", ", !mmra !0", ["undef-read"]),  # no visibility operation
    (", !mmra !0", ", !mmra !0", ["undef-read"]),
])
def test_av_none_fences_order_without_making_available(release: str, acquire: str,
                                                        expected: list[str]) -> None:
    result = check(_handoff(release, acquire))
    assert kinds(result) == expected
    if expected:
        assert "never made available and visible" in result.findings[0].message


def test_a_later_make_visible_fence_recovers_visibility() -> None:
    # The av-none acquire orders; a later ordinary acquire fence (a MakeVisible that
    # the write's MakeAvailable happens-before) makes the write visible.
    text = _handoff("", ", !mmra !0").replace(
        '  %o = xor i32 %t, 32', '  fence syncscope("workgroup") acquire\n  %o = xor i32 %t, 32')
    assert kinds(check(text)) == []


def _av_handoff(store_scope: str, load_scope: str) -> str:
    """A store-available and a load-visible operation; fences and barrier only order."""
    return kernel(f"""
  %p = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %t
  call void @llvm.amdgcn.av.global.store.b128(ptr addrspace(1) %p,
                                               <4 x i32> zeroinitializer,
                                               metadata !"{store_scope}")
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %o = xor i32 %t, 32
  %q = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %o
  %v = call <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr addrspace(1) %q,
                                                        metadata !"{load_scope}")
  ret void""") + DECL + AV


def test_store_available_and_load_visible_with_inclusive_scopes() -> None:
    assert kinds(check(_av_handoff("agent", "agent"))) == []
    assert kinds(check(_av_handoff("workgroup", "workgroup"))) == []


def test_store_available_at_a_scope_that_does_not_reach_the_reader() -> None:
    # The writer's wavefront instance does not contain the other wave's read.
    assert kinds(check(_av_handoff("wavefront", "agent"))) == ["undef-read"]
