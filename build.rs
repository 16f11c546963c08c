// A new migration file must rebuild the binary that embeds the migrations.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
