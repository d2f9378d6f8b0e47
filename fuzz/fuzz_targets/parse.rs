//! Any bytes: the parser must not panic, and what parses must print and
//! parse back to the same module.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = magpie_mpir::parse(text);
    // Rendering must not panic on any span the parser produced.
    let _ = magpie_diag::render_text("fuzz.mp", text, &parsed.diagnostics, &Default::default());
    if let Some(module) = parsed.value {
        let printed = magpie_mpir::print(&module);
        let again = magpie_mpir::parse(&printed);
        assert_eq!(again.value.as_ref(), Some(&module), "round trip failed:\n{printed}");
    }
});
