//! A test's own temporary directory: emptied when made, removed when
//! dropped (also when the test fails).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub struct Scratch(PathBuf);

impl Scratch {
    /// `alice-<name>-<pid>` in the system's temporary directory, empty.
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("alice-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
