//! Images as a person would see them: a PNG or GIF decoded whole, not
//! just its header.
#![allow(dead_code)]

/// Decodes a PNG whole (every row, not just the header): its width,
/// height, and palette (empty for a full-colour image). Panics on a
/// broken image.
pub fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>) {
    let decoder = png::Decoder::new(bytes);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buf).expect("a whole PNG image");
    let info = reader.info();
    let palette = info
        .palette
        .as_ref()
        .map(|p| p.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect())
        .unwrap_or_default();
    if info.color_type == png::ColorType::Indexed {
        let colors: &Vec<[u8; 3]> = &palette;
        let used = &buf[..frame.buffer_size()];
        assert!(
            used.iter().all(|&i| (i as usize) < colors.len()),
            "an index outside the palette"
        );
    }
    (frame.width, frame.height, palette)
}

/// A board as the bot draws it: a PNG that decodes whole, in the boards'
/// palette.
pub fn is_board_png(bytes: &[u8]) -> bool {
    let (w, h, palette) = decode_png(bytes);
    let ours = alice::render::board_palette().unwrap().colors();
    w > 0 && h > 0 && palette.len() >= ours.len() && palette[..ours.len()] == ours[..]
}

/// A GIF frame's delay (hundredths of a second), width and height.
pub type GifFrame = (u16, u16, u16);

/// A GIF decoded whole: its size, and each frame's delay, width and
/// height, every frame read to its last pixel.
pub fn gif_frames(bytes: &[u8]) -> ((u16, u16), Vec<GifFrame>) {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts.read_info(bytes).expect("a GIF header");
    let size = (d.width(), d.height());
    let mut out = Vec::new();
    while let Some(f) = d.read_next_frame().expect("a whole GIF frame") {
        assert_eq!(f.buffer.len(), f.width as usize * f.height as usize);
        out.push((f.delay, f.width, f.height));
    }
    (size, out)
}

/// A PNG decoded whole into RGB triples: width, height, pixels.
pub fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("a whole PNG image");
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}
