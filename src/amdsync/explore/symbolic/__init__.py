"""Symbolic values for every input (issue 41): bit-vector terms with LLVM's exact widths
and wrap-around (:mod:`.terms`) and a solver interface that decides a conjunction of them
and returns a concrete model (:mod:`.solver`; z3 is imported only when a query is made).

LangRef "Integer Type" and the integer instructions ("add", "mul", "shl", "icmp",
"select", "zext", "sext", "trunc") fix the semantics every term follows; docs/semantics/symbolic.md
gives the argument for each rule.
"""
