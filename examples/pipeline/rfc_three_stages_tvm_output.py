# The RFC's own transformed output for rfc_three_stages.py (tir-async-pipeline-rfc,
# "More examples"), transcribed with two repairs: the epilogue's D[(i + 14) % 2] is
# D[i + 14] (D is the external output), and async_wait_group is the RFC's spelling of
# async_wait_queue. The stage-1 async statement reads B[(i + 1) % 2] while the next
# iteration's stage-0 copy overwrites that version with no wait on queue 1 in between.
B = alloc([2])
C = alloc([2])

# Prologue
for i in range(2):
   async_commit_queue(0):
      async_scope:
         B[i % 2]  = A[i] + 1

   if 1 <= i:
      async_commit_queue(1):
         async_wait_queue(0, 1):
            async_scope:
               C[(i - 1) % 2] = B[(i - 1) % 2] + 1

# Body
for i in range(14):
   # Stage 0
   async_commit_queue(0):
      async_scope:
         B[(i + 2) % 2]  = A[i + 2] + 1

   # Stage 1
   async_commit_queue(1):
      async_wait_queue(0, 1):
         async_scope:
            C[(i + 1) % 2] = B[(i + 1) % 2] + 1

   # Stage 2
   async_wait_queue(1, 1):
      D[i] = C[i % 2] + 1


# Epilogue
for i in range(2):
   if i < 1:
     async_commit_queue(1):
        async_wait_queue(0, 0):
           async_scope:
              C[(i + 15) % 2] = B[(i + 15) % 2] + 1

   if i < 1:
      async_wait_group(1, 1):
         D[i + 14] = C[(i + 14) % 2] + 1
   else:
      async_wait_group(1, 0):
         D[i + 14] = C[(i + 14) % 2] + 1
