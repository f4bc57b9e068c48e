# signature: UNLOCATED litmus: `X.litmus: error[graphviz-failed]: dot could not write .: Error:
# Could not open "." for writing : Is a directory`, exit 2 (report/graph.py: an output path dot
# cannot write is an I/O error naming the path, error[io], as -o and --timeline say)
amdsync litmus F03-litmus-graph-directory-unlocated.litmus --graph . --timeout 3
