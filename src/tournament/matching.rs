//! Maximum-weight matching in a general graph: Edmonds' blossom method
//! with dual variables (Galil's O(n³) form), over any weight that adds,
//! subtracts, halves and compares exactly. The Dutch system's weights are
//! wide integers ([`Wide`]) whose bit fields rank its criteria.
//!
//! The solver keeps the invariant of the method: every edge's slack
//! `dual(i) + dual(j) - 2·weight` stays non-negative and is zero on matched
//! edges and blossom edges, so nothing here can go below zero; the dual of
//! a single vertex is stored doubled so that halving a slack between two
//! outer vertices is exact.

use std::cmp::Ordering;

/// What the solver needs of a weight.
pub trait Weight: Copy + Ord {
    const ZERO: Self;
    fn add(self, other: Self) -> Self;
    fn sub(self, other: Self) -> Self;
    fn half(self) -> Self;
}

impl Weight for u64 {
    const ZERO: Self = 0;
    fn add(self, other: Self) -> Self {
        self + other
    }
    fn sub(self, other: Self) -> Self {
        self - other
    }
    fn half(self) -> Self {
        self / 2
    }
}

/// An unsigned integer of `N` 64-bit limbs, least significant first;
/// addition and subtraction wrap as the machine's do.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    pub fn from_u64(value: u64) -> Self {
        let mut limbs = [0; N];
        limbs[0] = value;
        Wide(limbs)
    }

    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// Shifted left by `bits` (bits shifted past the top are lost).
    pub fn shifted(self, bits: u32) -> Self {
        let limbs = (bits / 64) as usize;
        let rest = bits % 64;
        let mut out = [0u64; N];
        for i in (limbs..N).rev() {
            let from = i - limbs;
            let mut v = self.0[from] << rest;
            if rest > 0 && from > 0 {
                v |= self.0[from - 1] >> (64 - rest);
            }
            out[i] = v;
        }
        Wide(out)
    }

    /// The bitwise or with a small value in the lowest limb.
    pub fn or_small(mut self, value: u64) -> Self {
        self.0[0] |= value;
        self
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Weight for Wide<N> {
    const ZERO: Self = Wide([0; N]);

    fn add(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (s, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s, c2) = s.overflowing_add(carry as u64);
            *limb = s;
            carry = c1 || c2;
        }
        Wide(out)
    }

    fn sub(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (d, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d, b2) = d.overflowing_sub(borrow as u64);
            *limb = d;
            borrow = b1 || b2;
        }
        Wide(out)
    }

    fn half(self) -> Self {
        let mut out = [0u64; N];
        for (i, limb) in out.iter_mut().enumerate() {
            let mut v = self.0[i] >> 1;
            if i + 1 < N {
                v |= self.0[i + 1] << 63;
            }
            *limb = v;
        }
        Wide(out)
    }
}

const NONE: usize = usize::MAX;

/// A maximum-weight matching of the graph on `n` vertices whose edge
/// `{i, j}` weighs `weight(i, j)` (zero: no edge). Returns each vertex's
/// mate, or the vertex itself when it stays single.
pub fn maximum<W: Weight>(n: usize, weight: impl Fn(usize, usize) -> W) -> Vec<usize> {
    let mut top = W::ZERO;
    for j in 0..n {
        for i in 0..j {
            top = top.max(weight(i, j));
        }
    }
    let mut m = Matcher::new(n, top);
    for j in 0..n {
        for i in 0..j {
            m.set(i, j, weight(i, j));
        }
    }
    m.solve();
    m.mates()
}

/// A matching kept between changes: set the weights of some edges, solve
/// again, and only what the changes touched is searched anew. A changed
/// vertex is freed from its mate and its blossoms and given a dual that no
/// edge can exceed; the search then runs from every single vertex whose
/// dual is above zero, and a vertex whose dual falls to zero is left single
/// (the alternating path to it is flipped), so that the result is optimal
/// whatever the single vertices' duals were.
pub struct Matcher<W: Weight> {
    n: usize,
    /// Weights, `n × n`, symmetric.
    weights: Vec<W>,
    /// Twice the largest weight any edge may get: a changed vertex's dual.
    high: W,
    mate: Vec<usize>,
    label: Vec<u8>,
    label_end: Vec<usize>,
    in_blossom: Vec<usize>,
    parent: Vec<usize>,
    children: Vec<Vec<usize>>,
    base: Vec<usize>,
    ends: Vec<Vec<usize>>,
    best_edge: Vec<usize>,
    best_edges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

impl<W: Weight> Matcher<W> {
    /// A graph with no edges; no weight set later may exceed `top`.
    pub fn new(n: usize, top: W) -> Self {
        let mut dual = vec![top; n];
        dual.extend(std::iter::repeat_n(W::ZERO, n));
        Matcher {
            n,
            weights: vec![W::ZERO; n * n],
            high: top.add(top),
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            ends: vec![Vec::new(); 2 * n],
            best_edge: vec![NONE; 2 * n],
            best_edges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            allowed: vec![false; n * n],
            queue: Vec::new(),
        }
    }

    /// The weight of `{i, j}`.
    pub fn weight(&self, i: usize, j: usize) -> W {
        self.weights[i * self.n + j]
    }

    /// Sets the weight of `{changed, other}`; `changed` is freed for the
    /// next solve.
    pub fn set(&mut self, changed: usize, other: usize, weight: W) {
        if self.weight(changed, other) == weight {
            return;
        }
        self.free(changed);
        self.weights[changed * self.n + other] = weight;
        self.weights[other * self.n + changed] = weight;
    }

    /// Each vertex's mate, or the vertex itself when single.
    pub fn mates(&self) -> Vec<usize> {
        (0..self.n)
            .map(|v| match self.mate[v] {
                NONE => v,
                p => self.endpoint(p),
            })
            .collect()
    }

    /// Frees a vertex: its blossom's base loses its mate, the vertex
    /// becomes the base and its blossoms are dissolved (their duals moved
    /// onto their vertices, which keeps every slack), and its dual rises
    /// above any edge's need.
    fn free(&mut self, x: usize) {
        let top = self.in_blossom[x];
        let b = self.base[top];
        if self.mate[b] != NONE {
            let m = self.endpoint(self.mate[b]);
            self.mate[m] = NONE;
            self.mate[b] = NONE;
        }
        if top >= self.n {
            self.augment_blossom(top, x);
            self.mate[x] = NONE;
        }
        let mut b = top;
        while b >= self.n {
            let z = self.dual[b];
            for v in self.leaves_of(b) {
                self.dual[v] = self.dual[v].add(z);
            }
            self.dual[b] = W::ZERO;
            let children = std::mem::take(&mut self.children[b]);
            let mut next = NONE;
            for &c in &children {
                self.parent[c] = NONE;
                let leaves = self.leaves_of(c);
                if leaves.contains(&x) {
                    next = c;
                }
                for v in leaves {
                    self.in_blossom[v] = c;
                }
            }
            self.ends[b].clear();
            self.base[b] = NONE;
            self.best_edges[b] = None;
            self.best_edge[b] = NONE;
            self.label[b] = 0;
            self.label_end[b] = NONE;
            self.unused.push(b);
            b = next;
        }
        self.dual[x] = self.high;
    }

    fn endpoint(&self, p: usize) -> usize {
        let k = p / 2;
        if p.is_multiple_of(2) {
            k / self.n
        } else {
            k % self.n
        }
    }

    fn ends_of(&self, k: usize) -> (usize, usize) {
        (k / self.n, k % self.n)
    }

    fn edge(&self, i: usize, j: usize) -> usize {
        i.min(j) * self.n + i.max(j)
    }

    /// The endpoint of `{v, u}` at `u`, seen from `v`.
    fn toward(&self, v: usize, u: usize) -> usize {
        let k = self.edge(v, u);
        if v < u {
            2 * k + 1
        } else {
            2 * k
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j) = self.ends_of(k);
        let w = self.weights[k];
        self.dual[i].add(self.dual[j]).sub(w.add(w))
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.children[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.in_blossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.label_end[w] = p;
        self.label_end[b] = p;
        self.best_edge[w] = NONE;
        self.best_edge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            let base = self.base[b];
            let mate = self.mate[base];
            self.assign_label(self.endpoint(mate), 1, mate ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.in_blossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.label_end[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint(self.label_end[b]);
                b = self.in_blossom[v];
                v = self.endpoint(self.label_end[b]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w) = self.ends_of(k);
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused.pop().expect("a blossom number is free");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut ends = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            ends.push(self.label_end[bv]);
            v = self.endpoint(self.label_end[bv]);
            bv = self.in_blossom[v];
        }
        path.push(bb);
        path.reverse();
        ends.reverse();
        ends.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            ends.push(self.label_end[bw] ^ 1);
            w = self.endpoint(self.label_end[bw]);
            bw = self.in_blossom[w];
        }
        self.children[b] = path.clone();
        self.ends[b] = ends;
        self.label[b] = 1;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = W::ZERO;
        for v in self.leaves_of(b) {
            if self.label[self.in_blossom[v]] == 2 {
                self.queue.push(v);
            }
            self.in_blossom[v] = b;
        }
        let mut best_to = vec![NONE; 2 * self.n];
        for &bv in &path {
            let lists: Vec<Vec<usize>> = match self.best_edges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| {
                        (0..self.n)
                            .filter(|&u| u != v && self.weight(v, u) > W::ZERO)
                            .map(|u| self.edge(v, u))
                            .collect()
                    })
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j) = self.ends_of(k);
                    if self.in_blossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let bj = self.in_blossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (best_to[bj] == NONE || self.slack(k) < self.slack(best_to[bj]))
                    {
                        best_to[bj] = k;
                    }
                }
            }
            self.best_edge[bv] = NONE;
        }
        let list: Vec<usize> = best_to.into_iter().filter(|&k| k != NONE).collect();
        self.best_edge[b] = NONE;
        for &k in &list {
            if self.best_edge[b] == NONE || self.slack(k) < self.slack(self.best_edge[b]) {
                self.best_edge[b] = k;
            }
        }
        self.best_edges[b] = Some(list);
    }

    fn expand_blossom(&mut self, b: usize, end_stage: bool) {
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_stage && self.dual[s] == W::ZERO {
                self.expand_blossom(s, end_stage);
            } else {
                for v in self.leaves_of(s) {
                    self.in_blossom[v] = s;
                }
            }
        }
        if !end_stage && self.label[b] == 2 {
            let entry = self.in_blossom[self.endpoint(self.label_end[b] ^ 1)];
            let len = children.len() as isize;
            let mut j = children.iter().position(|&c| c == entry).unwrap() as isize;
            let (step, shift): (isize, usize) = if j & 1 != 0 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let ends = self.ends[b].clone();
            let trick = shift as isize;
            let mut p = self.label_end[b];
            while j != 0 {
                let e = self.endpoint(p ^ 1);
                self.label[e] = 0;
                let back = ends[at(j - trick)];
                let e = self.endpoint(back ^ shift ^ 1);
                self.label[e] = 0;
                self.assign_label(self.endpoint(p ^ 1), 2, p);
                self.allowed[back / 2] = true;
                j += step;
                p = ends[at(j - trick)] ^ shift;
                self.allowed[p / 2] = true;
                j += step;
            }
            let bv = children[at(j)];
            let e = self.endpoint(p ^ 1);
            self.label[e] = 2;
            self.label[bv] = 2;
            let e = self.endpoint(p ^ 1);
            self.label_end[e] = p;
            self.label_end[bv] = p;
            self.best_edge[bv] = NONE;
            j += step;
            while children[at(j)] != entry {
                let bv = children[at(j)];
                if self.label[bv] == 1 {
                    j += step;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    self.label[v] = 0;
                    let mate = self.mate[self.base[bv]];
                    let e = self.endpoint(mate);
                    self.label[e] = 0;
                    self.assign_label(v, 2, self.label_end[v]);
                }
                j += step;
            }
        }
        self.label[b] = 0;
        self.label_end[b] = NONE;
        self.children[b].clear();
        self.ends[b].clear();
        self.base[b] = NONE;
        self.best_edges[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len() as isize;
        let i = self.children[b].iter().position(|&c| c == t).unwrap() as isize;
        let mut j = i;
        let (step, shift): (isize, usize) = if i & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        while j != 0 {
            j += step;
            let t = self.children[b][at(j)];
            let p = self.ends[b][at(j - shift as isize)] ^ shift;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p));
            }
            j += step;
            let t = self.children[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p ^ 1));
            }
            let e = self.endpoint(p);
            self.mate[e] = p ^ 1;
            let e = self.endpoint(p ^ 1);
            self.mate[e] = p;
        }
        let i = i as usize;
        self.children[b].rotate_left(i);
        self.ends[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    /// Flips the alternating path from `s`'s root down to `s`, `s` ending
    /// matched through endpoint `p` (or single, `p` = NONE).
    fn flip(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.in_blossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.label_end[bs] == NONE {
                break;
            }
            let t = self.endpoint(self.label_end[bs]);
            let bt = self.in_blossom[t];
            s = self.endpoint(self.label_end[bt]);
            let j = self.endpoint(self.label_end[bt] ^ 1);
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = self.label_end[bt];
            p = self.label_end[bt] ^ 1;
        }
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = self.ends_of(k);
        self.flip(v, 2 * k + 1);
        self.flip(w, 2 * k);
    }

    /// Solves again from the matching and duals left by the last solve
    /// and the changes since.
    pub fn solve(&mut self) {
        let n = self.n;
        loop {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.label_end.iter_mut().for_each(|l| *l = NONE);
            self.best_edge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.best_edges[b] = None;
            }
            self.allowed.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            // The roots: single vertices whose duals are above zero.
            let mut roots = false;
            for v in 0..n {
                if self.mate[v] == NONE
                    && self.label[self.in_blossom[v]] == 0
                    && self.dual[v] > W::ZERO
                {
                    self.assign_label(v, 1, NONE);
                    roots = true;
                }
            }
            if !roots {
                break;
            }
            'stage: loop {
                while let Some(v) = self.queue.pop() {
                    for w in 0..n {
                        if w == v || self.weight(v, w) == W::ZERO {
                            continue;
                        }
                        let k = self.edge(v, w);
                        let p = self.toward(v, w);
                        if self.in_blossom[v] == self.in_blossom[w] {
                            continue;
                        }
                        let mut kslack = W::ZERO;
                        if !self.allowed[k] {
                            kslack = self.slack(k);
                            if kslack == W::ZERO {
                                self.allowed[k] = true;
                            }
                        }
                        let bw = self.in_blossom[w];
                        if self.allowed[k] {
                            if self.label[bw] == 0 {
                                if self.mate[self.base[bw]] == NONE {
                                    // A single vertex with a zero dual: an
                                    // augmenting path ends there.
                                    self.flip(v, p);
                                    self.flip(w, p ^ 1);
                                    break 'stage;
                                }
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[bw] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    break 'stage;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.label_end[w] = p ^ 1;
                            }
                        } else if self.label[bw] == 1 {
                            let b = self.in_blossom[v];
                            if self.best_edge[b] == NONE || kslack < self.slack(self.best_edge[b]) {
                                self.best_edge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.best_edge[w] == NONE || kslack < self.slack(self.best_edge[w]))
                        {
                            self.best_edge[w] = k;
                        }
                    }
                }
                // No augmenting path with the current duals: change them.
                let mut delta_type = 1;
                let mut delta_vertex = NONE;
                let mut delta = W::ZERO;
                for v in 0..n {
                    if self.label[self.in_blossom[v]] == 1
                        && (delta_vertex == NONE || self.dual[v] < delta)
                    {
                        delta = self.dual[v];
                        delta_vertex = v;
                    }
                }
                let mut delta_edge = NONE;
                let mut delta_blossom = NONE;
                for v in 0..n {
                    if self.label[self.in_blossom[v]] == 0 && self.best_edge[v] != NONE {
                        let d = self.slack(self.best_edge[v]);
                        if d < delta {
                            delta = d;
                            delta_type = 2;
                            delta_edge = self.best_edge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE
                        && self.label[b] == 1
                        && self.best_edge[b] != NONE
                        && (b < n || self.base[b] != NONE)
                    {
                        let d = self.slack(self.best_edge[b]).half();
                        if d < delta {
                            delta = d;
                            delta_type = 3;
                            delta_edge = self.best_edge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE
                        && self.parent[b] == NONE
                        && self.label[b] == 2
                        && self.dual[b] < delta
                    {
                        delta = self.dual[b];
                        delta_type = 4;
                        delta_blossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.in_blossom[v]] {
                        1 => self.dual[v] = self.dual[v].sub(delta),
                        2 => self.dual[v] = self.dual[v].add(delta),
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b] = self.dual[b].add(delta),
                            2 => self.dual[b] = self.dual[b].sub(delta),
                            _ => {}
                        }
                    }
                }
                match delta_type {
                    1 => {
                        // An outer vertex's dual reached zero: it is left
                        // single, its root matched along the tree's path.
                        self.flip(delta_vertex, NONE);
                        break 'stage;
                    }
                    2 => {
                        self.allowed[delta_edge] = true;
                        let (mut i, j) = self.ends_of(delta_edge);
                        if self.label[self.in_blossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowed[delta_edge] = true;
                        let (i, _) = self.ends_of(delta_edge);
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(delta_blossom, false),
                }
            }
            for b in n..2 * n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b] == W::ZERO
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
// The tests fill symmetric tables, which reads best by index.
#[allow(clippy::needless_range_loop)]
mod tests {
    use super::*;

    /// A seeded xorshift: the same cases every run.
    fn random(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        }
    }

    /// Every matching of a small graph, for checking the solver's weight.
    fn brute(n: usize, w: &dyn Fn(usize, usize) -> u64) -> u64 {
        fn go(v: usize, n: usize, used: &mut Vec<bool>, w: &dyn Fn(usize, usize) -> u64) -> u64 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, used, w);
            }
            used[v] = true;
            let mut best = go(v + 1, n, used, w);
            for u in v + 1..n {
                if !used[u] && w(v, u) > 0 {
                    used[u] = true;
                    best = best.max(w(v, u) + go(v + 1, n, used, w));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        go(0, n, &mut vec![false; n], w)
    }

    fn total(mates: &[usize], w: &dyn Fn(usize, usize) -> u64) -> u64 {
        let mut sum = 0;
        for (v, &m) in mates.iter().enumerate() {
            assert_eq!(mates[m], v, "the matching is symmetric");
            if m > v {
                assert!(w(v, m) > 0, "a matched pair is an edge");
                sum += w(v, m);
            }
        }
        sum
    }

    #[test]
    fn small_graphs_match_the_best_of_every_matching() {
        let mut next = random(0x2545_f491_4f6c_dd1d);
        for case in 0..400 {
            let n = 2 + case % 9;
            let mut table = vec![vec![0u64; n]; n];
            for i in 0..n {
                for j in i + 1..n {
                    let w = if next().is_multiple_of(3) {
                        0
                    } else {
                        next() % 20
                    };
                    table[i][j] = w;
                    table[j][i] = w;
                }
            }
            let w = |i: usize, j: usize| table[i][j];
            let mates = maximum(n, w);
            assert_eq!(total(&mates, &w), brute(n, &w), "case {case}: {table:?}");
        }
    }

    #[test]
    fn a_matching_solved_again_after_changes_stays_the_best() {
        let mut next = random(0x9e37_79b9_7f4a_7c15);
        for case in 0..150 {
            let n = 2 + case % 11;
            let mut table = vec![vec![0u64; n]; n];
            let mut m = Matcher::new(n, 40u64);
            for i in 0..n {
                for j in i + 1..n {
                    let w = if next().is_multiple_of(3) {
                        0
                    } else {
                        next() % 40
                    };
                    table[i][j] = w;
                    table[j][i] = w;
                    m.set(i, j, w);
                }
            }
            m.solve();
            for change in 0..12 {
                // Change some edges of one vertex (and sometimes fix a
                // pair outright, as the pairing does).
                let v = (next() % n as u64) as usize;
                for u in 0..n {
                    if u != v && next().is_multiple_of(2) {
                        let w = if next().is_multiple_of(4) {
                            0
                        } else {
                            next() % 40
                        };
                        table[v][u] = w;
                        table[u][v] = w;
                        m.set(v, u, w);
                    }
                }
                m.solve();
                let w = |i: usize, j: usize| table[i][j];
                let mates = m.mates();
                assert_eq!(
                    total(&mates, &w),
                    brute(n, &w),
                    "case {case}, change {change}: {table:?}"
                );
            }
        }
    }

    #[test]
    fn wide_weights_match_as_small_ones_do() {
        let a = Wide::<2>::from_u64(5).shifted(70);
        let b = Wide::<2>::from_u64(3)
            .shifted(70)
            .add(Wide::from_u64(u64::MAX));
        assert!(a > b);
        assert_eq!(a.sub(b).add(b), a);
        assert_eq!(a.half().add(a.half()), a);
        // A triangle with a pendant: the one heavy edge outweighs two light ones.
        let weights = [[0, 1, 2, 0], [1, 0, 3, 0], [2, 3, 0, 1], [0, 0, 1, 0]];
        let mates = maximum(4, |i, j| Wide::<2>::from_u64(weights[i][j]).shifted(100));
        assert_eq!(mates, vec![0, 2, 1, 3]);
    }
}
