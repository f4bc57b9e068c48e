/* The dense shadow's per-granule loops in C (explore/memory/dense_shadow.py calls them; what each
 * does, and docs/semantics/scale.md, "Compiled granule loops and unknown stretches", why the results
 * are those of the numpy code in explore/memory/dense_shadow.py, which runs where this
 * module is not built).
 *
 * Arrays come through the buffer protocol (no numpy headers at build time): each must
 * be C-contiguous with the item size named at its parameter. A granule index list
 * ``gi`` and a position list ``sel`` are either an int64 array or a slice of step 1.
 *
 * Return codes: 0 ordered; 1 a write is not ordered before a lane's access; 2 a read
 * is not ordered before a lane's write (the caller raises ExactShadowNeeded). Nothing
 * is changed unless 0 is returned.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define SEVERAL (-2)

typedef struct {
    Py_buffer view;
    int held;
} Buf;

static void release(Buf *b) {
    if (b->held) {
        PyBuffer_Release(&b->view);
        b->held = 0;
    }
}

static int get(PyObject *obj, Buf *b, Py_ssize_t itemsize, int writable, const char *name) {
    int flags = PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, &b->view, flags) < 0) {
        return -1;
    }
    b->held = 1;
    if (b->view.itemsize != itemsize) {
        PyErr_Format(PyExc_TypeError, "%s: items of %zd bytes expected, not %zd", name,
                     itemsize, b->view.itemsize);
        release(b);
        return -1;
    }
    return 0;
}

static Py_ssize_t count_of(Buf *b) { return b->view.len / b->view.itemsize; }

/* An index list: a slice of step 1 (start, n) into an array of ``length`` items, or
 * an int64 array. */
typedef struct {
    Buf buf;
    const int64_t *items;
    Py_ssize_t start;
    Py_ssize_t n;
} Index;

static int get_index(PyObject *obj, Index *ix, Py_ssize_t length, const char *name) {
    ix->buf.held = 0;
    ix->items = NULL;
    if (PySlice_Check(obj)) {
        /* (as numpy indexes an array of ``length`` with it) */
        Py_ssize_t start, stop, step;
        if (PySlice_Unpack(obj, &start, &stop, &step) < 0) {
            return -1;
        }
        PySlice_AdjustIndices(length, &start, &stop, step);
        if (step != 1 || stop < start) {
            PyErr_Format(PyExc_ValueError, "%s: a slice of step 1 expected", name);
            return -1;
        }
        ix->start = start;
        ix->n = stop - start;
        return 0;
    }
    if (get(obj, &ix->buf, 8, 0, name) < 0) {
        return -1;
    }
    ix->items = (const int64_t *)ix->buf.view.buf;
    ix->start = 0;
    ix->n = count_of(&ix->buf);
    return 0;
}

static inline Py_ssize_t at(const Index *ix, Py_ssize_t j) {
    return ix->items ? (Py_ssize_t)ix->items[j] : ix->start + j;
}

/* Every index of ``ix`` in [0, bound)? (numpy raises IndexError otherwise; the plans
 * never make one, and this keeps a wrong one from writing outside an array.) */
static int in_bounds(const Index *ix, Py_ssize_t bound, const char *name) {
    for (Py_ssize_t j = 0; j < ix->n; j++) {
        Py_ssize_t g = at(ix, j);
        if (g < 0 || g >= bound) {
            PyErr_Format(PyExc_IndexError, "%s: index %zd outside [0, %zd)", name, g, bound);
            return -1;
        }
    }
    return 0;
}

/* The component of thread id ``t`` (``comp_arr[t]``, a negative id counted from the
 * end as numpy indexes). */
static inline int64_t comp_of(const int64_t *comp_arr, Py_ssize_t ncomp, int64_t t) {
    return comp_arr[t < 0 ? t + ncomp : t];
}

/* DenseShadow._ordered: each granule's live write ordered before its lane's access. */
static int writes_ordered(const int32_t *wtid, const int32_t *wclk, const Index *gi,
                          const int64_t *lanes, const int32_t *known, Py_ssize_t nknown,
                          const int64_t *comp_arr, Py_ssize_t ncomp, int64_t own_async,
                          int64_t n) {
    for (Py_ssize_t j = 0; j < gi->n; j++) {
        Py_ssize_t g = at(gi, j);
        int64_t wt = wtid[g];
        int64_t wc = wclk[g];
        if (wt >= ncomp || wt < -ncomp) {
            PyErr_SetString(PyExc_IndexError, "a write's thread id outside comp_arr");
            return -1;
        }
        int64_t c = comp_of(comp_arr, ncomp, wt);
        if (c < 0 || c >= nknown) {
            PyErr_SetString(PyExc_IndexError, "a component outside the clock row");
            return -1;
        }
        if ((int64_t)known[c] >= wc) {
            continue;
        }
        int64_t lane = lanes[j];
        if (!(wt == lane || (wt == n + lane && own_async >= wc))) {
            return 1;
        }
    }
    return 0;
}

static int check_lengths(Py_ssize_t want, Py_ssize_t got, const char *name) {
    if (got < want) {
        PyErr_Format(PyExc_ValueError, "%s: %zd items, %zd needed", name, got, want);
        return -1;
    }
    return 0;
}

/* A page's (or page part's) live writes: per granule the writer's thread id and clock,
 * its bytes (4 int16 as one int64) and whether it was written. */
typedef struct {
    Buf wtid, wclk, val, wr;
} Page;

static int get_page(PyObject *o_wtid, PyObject *o_wclk, PyObject *o_val, PyObject *o_wr,
                    int writable, Page *page) {
    if (get(o_wtid, &page->wtid, 4, writable, "wtid") < 0
        || get(o_wclk, &page->wclk, 4, writable, "wclk") < 0
        || get(o_val, &page->val, 8, writable, "val64") < 0
        || get(o_wr, &page->wr, 1, writable, "wr") < 0) {
        return -1;
    }
    return 0;
}

/* The page's granule count (its ``wtid``), the other arrays checked to be as long. */
static Py_ssize_t page_granules(Page *page) {
    Py_ssize_t granules = count_of(&page->wtid);
    if (check_lengths(granules, count_of(&page->wclk), "wclk") < 0
        || check_lengths(granules, count_of(&page->val), "val64") < 0
        || check_lengths(granules, count_of(&page->wr), "wr") < 0) {
        return -1;
    }
    return granules;
}

static void release_page(Page *page) {
    release(&page->wtid); release(&page->wclk); release(&page->val); release(&page->wr);
}

/* DenseShadow._record_reads: each granule ``gi[j]``'s new summary (reader ``tids[j]``,
 * clock ``clock``) from its old one, gathered before any is changed; where lanes of one
 * granule make unlike summaries, SEVERAL. ``distinct``: no granule repeats in ``gi``
 * (one pass). 0, or -1 with an error set. */
static int record_reads(int32_t *rtid, int32_t *rclk, const Index *gi, const int32_t *tids,
                        int64_t clock, int distinct) {
    if (distinct) {
        for (Py_ssize_t j = 0; j < gi->n; j++) {
            Py_ssize_t g = at(gi, j);
            int32_t old = rtid[g], t = tids[j];
            rtid[g] = (old == -1 || old == t) ? t : SEVERAL;
            rclk[g] = (int32_t)clock;
        }
        return 0;
    }
    int32_t *fresh = PyMem_Malloc(sizeof(int32_t) * (size_t)(gi->n ? gi->n : 1));
    if (fresh == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t j = 0; j < gi->n; j++) {
        int32_t old = rtid[at(gi, j)], t = tids[j];
        fresh[j] = (old == -1 || old == t) ? t : SEVERAL;
    }
    for (Py_ssize_t j = 0; j < gi->n; j++) {
        rtid[at(gi, j)] = fresh[j];
    }
    for (Py_ssize_t j = 0; j < gi->n; j++) {
        Py_ssize_t g = at(gi, j);
        if (rtid[g] != fresh[j]) {
            rtid[g] = SEVERAL;
        }
        rclk[g] = (int32_t)clock;
    }
    PyMem_Free(fresh);
    return 0;
}

/* DenseShadow._check_reads: per reading component (row k of ``rows``, each
 * ``stride`` granules long) and granule ``gi[j]``, the summary's reads ordered before a
 * write by lane ``lanes[j]`` (thread id ``tids[j]``), or the lane's own: 0, else 2 (-1
 * with an error set). */
static int reads_ordered(const int32_t *rtid, const int32_t *rclk, const int64_t *comps,
                         Py_ssize_t rows, Py_ssize_t stride, const Index *gi,
                         const int64_t *lanes, const int64_t *tids, const int32_t *known,
                         Py_ssize_t nknown, int64_t own_async, int64_t n) {
    for (Py_ssize_t k = 0; k < rows; k++) {
        int64_t c = comps[k];
        if (c < 0 || c >= nknown) {
            PyErr_SetString(PyExc_IndexError, "a page's component outside the clock row");
            return -1;
        }
        int64_t seen = known[c];
        const int32_t *rt_row = rtid + k * stride, *rc_row = rclk + k * stride;
        for (Py_ssize_t j = 0; j < gi->n; j++) {
            Py_ssize_t g = at(gi, j);
            int64_t rc = rc_row[g];
            if (seen >= rc) {
                continue;
            }
            int64_t rt = rt_row[g];
            if (rt == -1) {
                continue;
            }
            int64_t lane = lanes[j];
            if (!(rt == tids[j] || rt == lane || (rt == n + lane && own_async >= rc))) {
                return 2;
            }
        }
    }
    return 0;
}

/* The read summaries of granules ``gi`` cleared in every row (a plain write keeps none). */
static void clear_reads(int32_t *rtid, int32_t *rclk, Py_ssize_t rows, Py_ssize_t stride,
                        const Index *gi) {
    for (Py_ssize_t k = 0; k < rows; k++) {
        int32_t *rt_row = rtid + k * stride, *rc_row = rclk + k * stride;
        for (Py_ssize_t j = 0; j < gi->n; j++) {
            Py_ssize_t g = at(gi, j);
            rt_row[g] = -1;
            rc_row[g] = 0;
        }
    }
}

/* A plain write's checks (DenseShadow._check_reads_and_write): 1 where a granule's
 * live write is not ordered before its lane, 2 where a read is not (nothing changed
 * then; -1 with an error set); else the granules' read summaries cleared (``rtid``
 * NULL: the page keeps none) and 0. */
static int write_checked(const int32_t *wtid, const int32_t *wclk, const Index *gi,
                         const int64_t *lanes, const int64_t *tids, const int32_t *known,
                         Py_ssize_t nknown, const int64_t *comp_arr, Py_ssize_t ncomp,
                         int32_t *rtid, int32_t *rclk, const int64_t *comps,
                         Py_ssize_t rows, Py_ssize_t stride, int64_t own_async, int64_t n) {
    int order = writes_ordered(wtid, wclk, gi, lanes, known, nknown, comp_arr, ncomp,
                               own_async, n);
    if (order != 0) {
        return order;
    }
    if (rtid == NULL) {
        return 0;
    }
    int checked = reads_ordered(rtid, rclk, comps, rows, stride, gi, lanes, tids, known,
                                nknown, own_async, n);
    if (checked == 0) {
        clear_reads(rtid, rclk, rows, stride, gi);
    }
    return checked;
}

/* read_part(wtid, wclk, val64, wr, gi, lanes, known, comp_arr, own_async, n,
 *           vals_out, written_out, sel, rtid_c, rclk_c, tids32, clock, distinct) -> int
 *
 * The granules ``gi`` of one page read by ``lanes``: raises nothing and returns 1 where
 * DenseShadow._ordered would raise; else gathers each granule's bytes and written flag
 * to positions ``sel`` of the outputs and records the reads in the reading component's
 * summary row (DenseShadow._record_reads), returning 0. */
static PyObject *read_part(PyObject *self, PyObject *args) {
    PyObject *o_wtid, *o_wclk, *o_val, *o_wr, *o_gi, *o_lanes, *o_known, *o_comp;
    PyObject *o_vals, *o_written, *o_sel, *o_rtid, *o_rclk, *o_tids;
    long long own_async, n, clock;
    int distinct;
    if (!PyArg_ParseTuple(args, "OOOOOOOOLLOOOOOOLp", &o_wtid, &o_wclk, &o_val, &o_wr,
                          &o_gi, &o_lanes, &o_known, &o_comp, &own_async, &n, &o_vals,
                          &o_written, &o_sel, &o_rtid, &o_rclk, &o_tids, &clock,
                          &distinct)) {
        return NULL;
    }
    Page page = {0};
    Buf lanes = {0}, known = {0}, comp = {0};
    Buf vals = {0}, written = {0}, rtid = {0}, rclk = {0}, tids = {0};
    Index gi = {0}, sel = {0};
    PyObject *result = NULL;
    if (get_page(o_wtid, o_wclk, o_val, o_wr, 0, &page) < 0
        || get_index(o_gi, &gi, count_of(&page.wtid), "gi") < 0
        || get(o_lanes, &lanes, 8, 0, "lanes") < 0
        || get(o_known, &known, 4, 0, "known") < 0 || get(o_comp, &comp, 8, 0, "comp_arr") < 0
        || get(o_vals, &vals, 8, 1, "vals") < 0 || get(o_written, &written, 1, 1, "written") < 0
        || get_index(o_sel, &sel, count_of(&vals), "sel") < 0 || get(o_rtid, &rtid, 4, 1, "rtid") < 0
        || get(o_rclk, &rclk, 4, 1, "rclk") < 0 || get(o_tids, &tids, 4, 0, "tids32") < 0) {
        goto done;
    }
    Py_ssize_t granules = page_granules(&page);
    Py_ssize_t ncomp = count_of(&comp);
    if (granules < 0
        || in_bounds(&gi, granules, "gi") < 0 || in_bounds(&sel, count_of(&vals), "sel") < 0
        || check_lengths(gi.n, sel.n, "sel") < 0
        || check_lengths(gi.n, count_of(&lanes), "lanes") < 0
        || check_lengths(gi.n, count_of(&tids), "tids32") < 0
        || check_lengths(granules, count_of(&rtid), "rtid") < 0
        || check_lengths(granules, count_of(&rclk), "rclk") < 0
        || check_lengths(count_of(&vals), count_of(&written), "written") < 0) {
        goto done;
    }
    const int32_t *p_wtid = page.wtid.view.buf, *p_wclk = page.wclk.view.buf;
    const int64_t *p_val = page.val.view.buf;
    const uint8_t *p_wr = page.wr.view.buf;
    const int64_t *p_lanes = lanes.view.buf, *p_comp = comp.view.buf;
    const int32_t *p_known = known.view.buf;
    int64_t *p_vals = vals.view.buf;
    uint8_t *p_written = written.view.buf;
    int order = writes_ordered(p_wtid, p_wclk, &gi, p_lanes, p_known, count_of(&known),
                               p_comp, ncomp, own_async, n);
    if (order != 0) {
        result = order < 0 ? NULL : PyLong_FromLong(1);
        goto done;
    }
    for (Py_ssize_t j = 0; j < gi.n; j++) {
        Py_ssize_t g = at(&gi, j), s = at(&sel, j);
        p_vals[s] = p_val[g];
        p_written[s] = p_wr[g] ? 1 : 0;
    }
    if (record_reads(rtid.view.buf, rclk.view.buf, &gi, tids.view.buf, clock, distinct) < 0) {
        goto done;
    }
    result = PyLong_FromLong(0);
done:
    release_page(&page); release(&gi.buf);
    release(&lanes); release(&known); release(&comp); release(&vals); release(&written);
    release(&sel.buf); release(&rtid); release(&rclk); release(&tids);
    return result;
}

/* write_part(wtid, wclk, val64, wr, gi, lanes, tids, tids32, known, comp_arr, own_async,
 *            n, rtid, rclk, comps, vals, sel, clock) -> int
 *
 * A plain write of distinct granules ``gi`` of one page by ``lanes`` (thread ids
 * ``tids``): returns 1 where DenseShadow._check_write would raise, 2 where
 * _check_reads would; else clears the granules' read summaries (``rtid`` and ``rclk``
 * are None when the page keeps none, else components × granules), stores each
 * granule's write (thread id, clock), bytes ``vals[sel[j]]`` and written flag, and
 * returns 0 (DenseShadow.write_lanes). */
static PyObject *write_part(PyObject *self, PyObject *args) {
    PyObject *o_wtid, *o_wclk, *o_val, *o_wr, *o_gi, *o_lanes, *o_tids, *o_tids32;
    PyObject *o_known, *o_comp, *o_rtid, *o_rclk, *o_comps, *o_vals, *o_sel;
    long long own_async, n, clock;
    if (!PyArg_ParseTuple(args, "OOOOOOOOOOLLOOOOOL", &o_wtid, &o_wclk, &o_val, &o_wr,
                          &o_gi, &o_lanes, &o_tids, &o_tids32, &o_known, &o_comp,
                          &own_async, &n, &o_rtid, &o_rclk, &o_comps, &o_vals, &o_sel,
                          &clock)) {
        return NULL;
    }
    Page page = {0};
    Buf lanes = {0}, tids = {0}, tids32 = {0};
    Buf known = {0}, comp = {0}, rtid = {0}, rclk = {0}, comps = {0}, vals = {0};
    Index gi = {0}, sel = {0};
    PyObject *result = NULL;
    int reads = o_rtid != Py_None;
    if (get_page(o_wtid, o_wclk, o_val, o_wr, 1, &page) < 0
        || get_index(o_gi, &gi, count_of(&page.wtid), "gi") < 0
        || get(o_lanes, &lanes, 8, 0, "lanes") < 0
        || get(o_tids, &tids, 8, 0, "tids") < 0 || get(o_tids32, &tids32, 4, 0, "tids32") < 0
        || get(o_known, &known, 4, 0, "known") < 0 || get(o_comp, &comp, 8, 0, "comp_arr") < 0
        || (reads && (get(o_rtid, &rtid, 4, 1, "rtid") < 0
                      || get(o_rclk, &rclk, 4, 1, "rclk") < 0
                      || get(o_comps, &comps, 8, 0, "comps") < 0))
        || get(o_vals, &vals, 8, 0, "vals") < 0
        || get_index(o_sel, &sel, count_of(&vals), "sel") < 0) {
        goto done;
    }
    Py_ssize_t granules = page_granules(&page);
    Py_ssize_t ncomp = count_of(&comp);
    Py_ssize_t nknown = count_of(&known);
    Py_ssize_t rows = reads ? count_of(&comps) : 0;
    if (granules < 0
        || in_bounds(&gi, granules, "gi") < 0 || in_bounds(&sel, count_of(&vals), "sel") < 0
        || check_lengths(gi.n, sel.n, "sel") < 0
        || check_lengths(gi.n, count_of(&lanes), "lanes") < 0
        || check_lengths(gi.n, count_of(&tids), "tids") < 0
        || check_lengths(gi.n, count_of(&tids32), "tids32") < 0
        || (reads && (check_lengths(rows * granules, count_of(&rtid), "rtid") < 0
                      || check_lengths(rows * granules, count_of(&rclk), "rclk") < 0))) {
        goto done;
    }
    int32_t *p_wtid = page.wtid.view.buf, *p_wclk = page.wclk.view.buf;
    int64_t *p_val = page.val.view.buf;
    uint8_t *p_wr = page.wr.view.buf;
    const int64_t *p_lanes = lanes.view.buf, *p_tids = tids.view.buf, *p_comp = comp.view.buf;
    const int32_t *p_tids32 = tids32.view.buf, *p_known = known.view.buf;
    const int64_t *p_vals = vals.view.buf;
    int code = write_checked(p_wtid, p_wclk, &gi, p_lanes, p_tids, p_known, nknown, p_comp,
                             ncomp, reads ? rtid.view.buf : NULL, reads ? rclk.view.buf : NULL,
                             reads ? comps.view.buf : NULL, rows, granules, own_async, n);
    if (code != 0) {
        result = code < 0 ? NULL : PyLong_FromLong(code);
        goto done;
    }
    for (Py_ssize_t j = 0; j < gi.n; j++) {
        Py_ssize_t g = at(&gi, j);
        p_wtid[g] = p_tids32[j];
        p_wclk[g] = (int32_t)clock;
        p_val[g] = p_vals[at(&sel, j)];
        p_wr[g] = 1;
    }
    result = PyLong_FromLong(0);
done:
    release_page(&page); release(&gi.buf);
    release(&lanes); release(&tids); release(&tids32); release(&known); release(&comp);
    release(&rtid); release(&rclk); release(&comps); release(&vals); release(&sel.buf);
    return result;
}


#define PAGE_BYTES (1 << 16)
#define PAGE_GRANULES (PAGE_BYTES >> 2)

/* Do the accesses of ``size`` bytes at ``keys`` fall in whole aligned granules of the
 * page at ``base``? (Else the caller takes the planned path, which handles the rest.) */
static int in_one_page(const int64_t *keys, Py_ssize_t n, Py_ssize_t size, int64_t base) {
    if (size <= 0 || (size & 3)) {
        return 0;
    }
    for (Py_ssize_t j = 0; j < n; j++) {
        int64_t k = keys[j];
        if ((k & 3) || k < base || k + size > base + PAGE_BYTES) {
            return 0;
        }
    }
    return 1;
}

/* The granules (``where``, page-relative) of accesses of ``m`` granules at ``keys``
 * in the page at ``base``, lane by lane, and the lane of each (``g_lanes``). */
static void expand_keys(const int64_t *keys, const int64_t *lanes, Py_ssize_t count,
                        Py_ssize_t m, int64_t base, int64_t *where, int64_t *g_lanes) {
    for (Py_ssize_t j = 0; j < count; j++) {
        for (Py_ssize_t t = 0; t < m; t++) {
            where[j * m + t] = ((keys[j] - base) >> 2) + t;
            g_lanes[j * m + t] = lanes[j];
        }
    }
}

/* The accesses' page arrays as long as a whole page. */
static int whole_page(Page *page) {
    Py_ssize_t granules = page_granules(page);
    return granules < 0 ? -1 : check_lengths(PAGE_GRANULES, granules, "wtid");
}

/* read_keys(keys, size, lanes, tid_offset, base, wtid, wclk, val64, wr, known, comp_arr,
 *           own_async, n, rtid_c, rclk_c, clock, data_out, written_out) -> int
 *
 * DenseShadow.read_lanes for accesses that all fall in whole granules of the page at
 * key ``base``, without a plan: 3 (nothing done) where they do not; 1 where a
 * granule's write is not ordered before its lane; else each lane's bytes into
 * ``data_out`` (lanes × size, int16), whether all its granules were written into
 * ``written_out``, the reads recorded with thread ids ``lanes + tid_offset`` (the
 * reading component's summary row), and 0. */
static PyObject *read_keys(PyObject *self, PyObject *args) {
    PyObject *o_keys, *o_lanes, *o_wtid, *o_wclk, *o_val, *o_wr, *o_known, *o_comp;
    PyObject *o_rtid, *o_rclk, *o_data, *o_written;
    Py_ssize_t size;
    long long offset, base, own_async, n, clock;
    if (!PyArg_ParseTuple(args, "OnOLLOOOOOOLLOOLOO", &o_keys, &size, &o_lanes, &offset,
                          &base, &o_wtid, &o_wclk, &o_val, &o_wr, &o_known, &o_comp,
                          &own_async, &n, &o_rtid, &o_rclk, &clock, &o_data, &o_written)) {
        return NULL;
    }
    Page page = {0};
    Buf keys = {0}, lanes = {0}, known = {0};
    Buf comp = {0}, rtid = {0}, rclk = {0}, data = {0}, written = {0};
    PyObject *result = NULL;
    int32_t *g_tids = NULL;
    int64_t *where = NULL, *g_lanes = NULL;
    if (get(o_keys, &keys, 8, 0, "keys") < 0 || get(o_lanes, &lanes, 8, 0, "lanes") < 0
        || get_page(o_wtid, o_wclk, o_val, o_wr, 0, &page) < 0
        || get(o_known, &known, 4, 0, "known") < 0 || get(o_comp, &comp, 8, 0, "comp_arr") < 0
        || get(o_rtid, &rtid, 4, 1, "rtid") < 0 || get(o_rclk, &rclk, 4, 1, "rclk") < 0
        || get(o_data, &data, 2, 1, "data") < 0 || get(o_written, &written, 1, 1, "written") < 0) {
        goto done;
    }
    Py_ssize_t count = count_of(&keys);
    Py_ssize_t m = size / 4;
    if (check_lengths(count, count_of(&lanes), "lanes") < 0 || whole_page(&page) < 0
        || check_lengths(PAGE_GRANULES, count_of(&rtid), "rtid") < 0
        || check_lengths(PAGE_GRANULES, count_of(&rclk), "rclk") < 0
        || check_lengths(count * size, count_of(&data), "data") < 0
        || check_lengths(count, count_of(&written), "written") < 0) {
        goto done;
    }
    const int64_t *p_keys = keys.view.buf, *p_lanes = lanes.view.buf;
    if (!in_one_page(p_keys, count, size, base)) {
        result = PyLong_FromLong(3);
        goto done;
    }
    Py_ssize_t total = count * m;
    size_t cells = (size_t)(total ? total : 1);
    where = PyMem_Malloc(sizeof(int64_t) * cells);
    g_lanes = PyMem_Malloc(sizeof(int64_t) * cells);
    g_tids = PyMem_Malloc(sizeof(int32_t) * cells);
    if (where == NULL || g_lanes == NULL || g_tids == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    expand_keys(p_keys, p_lanes, count, m, base, where, g_lanes);
    Index gi = {{{0}}, where, 0, total};
    int order = writes_ordered(page.wtid.view.buf, page.wclk.view.buf, &gi, g_lanes,
                               known.view.buf, count_of(&known), comp.view.buf,
                               count_of(&comp), own_async, n);
    if (order != 0) {
        result = order < 0 ? NULL : PyLong_FromLong(1);
        goto done;
    }
    const int64_t *p_val = page.val.view.buf;
    const uint8_t *p_wr = page.wr.view.buf;
    int16_t *p_data = data.view.buf;
    uint8_t *p_written = written.view.buf;
    for (Py_ssize_t j = 0; j < count; j++) {
        uint8_t all = 1;
        for (Py_ssize_t t = 0; t < m; t++) {
            Py_ssize_t g = where[j * m + t];
            memcpy(p_data + j * size + 4 * t, p_val + g, 8);  /* (a granule's 4 int16) */
            all &= p_wr[g] ? 1 : 0;
        }
        p_written[j] = all;
    }
    for (Py_ssize_t i = 0; i < total; i++) {
        g_tids[i] = (int32_t)(g_lanes[i] + offset);
    }
    /* (as read_part does for granules that may repeat) */
    if (record_reads(rtid.view.buf, rclk.view.buf, &gi, g_tids, clock, 0) < 0) {
        goto done;
    }
    result = PyLong_FromLong(0);
done:
    PyMem_Free(where);
    PyMem_Free(g_lanes);
    PyMem_Free(g_tids);
    release_page(&page);
    release(&keys); release(&lanes); release(&known); release(&comp); release(&rtid);
    release(&rclk); release(&data); release(&written);
    return result;
}

/* Granules marked by write_keys's distinctness test (cleared again before it returns:
 * the GIL is held throughout). */
static uint8_t marked[PAGE_GRANULES];

/* write_keys(keys, size, lanes, tid_offset, base, wtid, wclk, val64, wr, known, comp_arr,
 *            own_async, n, rtid, rclk, comps, data, clock) -> int
 *
 * DenseShadow.write_lanes for accesses that all fall in whole, distinct granules of
 * the page at key ``base``, without a plan: 3 (nothing done) where they do not; 1 or 2
 * where a write or a read is not ordered before the lane's write; else write_part's
 * effect with thread ids ``lanes + tid_offset`` and bytes ``data`` (lanes × size,
 * int16), and 0. */
static PyObject *write_keys(PyObject *self, PyObject *args) {
    PyObject *o_keys, *o_lanes, *o_wtid, *o_wclk, *o_val, *o_wr, *o_known, *o_comp;
    PyObject *o_rtid, *o_rclk, *o_comps, *o_data;
    Py_ssize_t size;
    long long offset, base, own_async, n, clock;
    if (!PyArg_ParseTuple(args, "OnOLLOOOOOOLLOOOOL", &o_keys, &size, &o_lanes, &offset,
                          &base, &o_wtid, &o_wclk, &o_val, &o_wr, &o_known, &o_comp,
                          &own_async, &n, &o_rtid, &o_rclk, &o_comps, &o_data, &clock)) {
        return NULL;
    }
    Page page = {0};
    Buf keys = {0}, lanes = {0}, known = {0};
    Buf comp = {0}, rtid = {0}, rclk = {0}, comps = {0}, data = {0};
    PyObject *result = NULL;
    int64_t *where = NULL, *g_lanes = NULL, *g_tids = NULL;
    int reads = o_rtid != Py_None;
    if (get(o_keys, &keys, 8, 0, "keys") < 0 || get(o_lanes, &lanes, 8, 0, "lanes") < 0
        || get_page(o_wtid, o_wclk, o_val, o_wr, 1, &page) < 0
        || get(o_known, &known, 4, 0, "known") < 0 || get(o_comp, &comp, 8, 0, "comp_arr") < 0
        || (reads && (get(o_rtid, &rtid, 4, 1, "rtid") < 0
                      || get(o_rclk, &rclk, 4, 1, "rclk") < 0
                      || get(o_comps, &comps, 8, 0, "comps") < 0))
        || get(o_data, &data, 2, 0, "data") < 0) {
        goto done;
    }
    Py_ssize_t count = count_of(&keys);
    Py_ssize_t m = size / 4;
    Py_ssize_t rows = reads ? count_of(&comps) : 0;
    if (check_lengths(count, count_of(&lanes), "lanes") < 0 || whole_page(&page) < 0
        || (reads && (check_lengths(rows * PAGE_GRANULES, count_of(&rtid), "rtid") < 0
                      || check_lengths(rows * PAGE_GRANULES, count_of(&rclk), "rclk") < 0))
        || check_lengths(count * size, count_of(&data), "data") < 0) {
        goto done;
    }
    const int64_t *p_keys = keys.view.buf, *p_lanes = lanes.view.buf;
    if (!in_one_page(p_keys, count, size, base)) {
        result = PyLong_FromLong(3);
        goto done;
    }
    Py_ssize_t total = count * m;
    size_t cells = (size_t)(total ? total : 1);
    where = PyMem_Malloc(sizeof(int64_t) * cells);
    g_lanes = PyMem_Malloc(sizeof(int64_t) * cells);
    g_tids = PyMem_Malloc(sizeof(int64_t) * cells);
    if (where == NULL || g_lanes == NULL || g_tids == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    expand_keys(p_keys, p_lanes, count, m, base, where, g_lanes);
    int repeated = 0;
    for (Py_ssize_t i = 0; i < total; i++) {
        g_tids[i] = g_lanes[i] + offset;
        repeated |= marked[where[i]];
        marked[where[i]] = 1;
    }
    for (Py_ssize_t i = 0; i < total; i++) {
        marked[where[i]] = 0;
    }
    if (repeated) {  /* (lanes writing one granule: the planned path) */
        result = PyLong_FromLong(3);
        goto done;
    }
    Index gi = {{{0}}, where, 0, total};
    int32_t *p_wtid = page.wtid.view.buf, *p_wclk = page.wclk.view.buf;
    const int32_t *p_known = known.view.buf;
    Py_ssize_t nknown = count_of(&known);
    int code = write_checked(p_wtid, p_wclk, &gi, g_lanes, g_tids, p_known, nknown,
                             comp.view.buf, count_of(&comp), reads ? rtid.view.buf : NULL,
                             reads ? rclk.view.buf : NULL, reads ? comps.view.buf : NULL,
                             rows, PAGE_GRANULES, own_async, n);
    if (code != 0) {
        result = code < 0 ? NULL : PyLong_FromLong(code);
        goto done;
    }
    int64_t *p_val = page.val.view.buf;
    uint8_t *p_wr = page.wr.view.buf;
    const int16_t *p_data = data.view.buf;
    for (Py_ssize_t i = 0; i < total; i++) {
        Py_ssize_t g = where[i];
        p_wtid[g] = (int32_t)g_tids[i];
        p_wclk[g] = (int32_t)clock;
        memcpy(p_val + g, p_data + (i / m) * size + 4 * (i % m), 8);
        p_wr[g] = 1;
    }
    result = PyLong_FromLong(0);
done:
    PyMem_Free(where);
    PyMem_Free(g_lanes);
    PyMem_Free(g_tids);
    release_page(&page);
    release(&keys); release(&lanes); release(&known); release(&comp); release(&rtid);
    release(&rclk); release(&comps); release(&data);
    return result;
}

static PyMethodDef methods[] = {
    {"read_part", read_part, METH_VARARGS,
     "The reads of one page's granules: 1 where a write is not ordered before them, else "
     "gathers their bytes, records the reads and returns 0."},
    {"write_part", write_part, METH_VARARGS,
     "A plain write of one page's distinct granules: 1 or 2 where a write or a read is "
     "not ordered before it, else stores it and returns 0."},
    {"read_keys", read_keys, METH_VARARGS,
     "The reads at keys in whole granules of one page, without a plan: 3 where they are "
     "not, 1 where a write is not ordered before them, else 0."},
    {"write_keys", write_keys, METH_VARARGS,
     "A plain write at keys in whole, distinct granules of one page, without a plan: 3 "
     "where they are not, 1 or 2 where a write or read is not ordered before it, else 0."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_dense_native",
    "The dense shadow's per-granule loops in C (explore/memory/dense_shadow.py).", -1, methods,
};

PyMODINIT_FUNC PyInit__dense_native(void) { return PyModule_Create(&module); }
