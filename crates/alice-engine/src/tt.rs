//! Transposition table keyed by the core's Zobrist hash; moves are kept
//! packed (`K`: 16 bits for the two-board game, 32 for three boards).

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<K> {
    pub key: u64,
    /// The best move packed (the default value: none).
    pub mv: K,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
    pub age: u8,
}

pub struct Table<K> {
    entries: Vec<Option<Entry<K>>>,
    mask: usize,
    age: u8,
}

impl<K: Copy + Default> Table<K> {
    /// A table of about `mb` megabytes (a power of two entries).
    pub fn new(mb: usize) -> Table<K> {
        let bytes = mb.max(1) << 20;
        let n = (bytes / std::mem::size_of::<Option<Entry<K>>>()).next_power_of_two() / 2;
        Table {
            entries: vec![None; n.max(1024)],
            mask: n.max(1024) - 1,
            age: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
        self.age = 0;
    }

    /// Marks the start of a new search: older entries are replaced first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<K>> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    #[inline]
    pub fn store(&mut self, key: u64, mv: Option<K>, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        if let Some(old) = slot {
            // Keep a deeper entry of this search for another position.
            if old.key != key && old.age == self.age && old.depth as i32 > depth {
                return;
            }
        }
        let keep_move = match (mv, *slot) {
            (None, Some(old)) if old.key == key => old.mv,
            (Some(m), _) => m,
            _ => K::default(),
        };
        *slot = Some(Entry {
            key,
            mv: keep_move,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(-1, 127) as i8,
            bound,
            age: self.age,
        });
    }
}
