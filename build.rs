//! Embeds the migrations and the message files: a new migration or a
//! changed `.ftl` file rebuilds the binary, and a language is a folder
//! `locales/<code>/` of `.ftl` files, found here.

use std::fmt::Write;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut languages: Vec<_> = std::fs::read_dir(&root)
        .expect("the locales folder")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .collect();
    languages.sort_by_key(|e| e.file_name());
    let mut out = String::from("/// Each language's folder name and its message files.\n");
    out.push_str("pub static LOCALES: &[(&str, &[(&str, &str)])] = &[\n");
    for dir in languages {
        println!("cargo:rerun-if-changed={}", dir.path().display());
        let code = dir.file_name().to_string_lossy().into_owned();
        let mut files: Vec<_> = std::fs::read_dir(dir.path())
            .expect("a language folder")
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        writeln!(out, "    ({code:?}, &[").unwrap();
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                out,
                "        ({name:?}, include_str!({:?})),",
                f.display().to_string()
            )
            .unwrap();
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("locales.rs");
    std::fs::write(dest, out).unwrap();
}
