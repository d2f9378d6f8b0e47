//! Any text that parses: the verifier, the validator (for every backend) and
//! the optimisation passes must not panic, and passes must keep the IR valid.
#![no_main]

use libfuzzer_sys::fuzz_target;
use magpie_gpu::{passes::PassManager, validate, GpuBackend, Target};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Some(mut module) = magpie_mpir::parse(text).value else {
        return;
    };
    let verified = magpie_mpir::verify(&module);
    let _ = magpie_diag::render_text("fuzz.mp", text, &verified.diagnostics, &Default::default());
    let Some(info) = verified.value else {
        return;
    };
    let _ = validate(&module, &info, None);
    for backend in GpuBackend::ALL {
        let _ = validate(&module, &info, Some(&Target::default_for(backend)));
    }
    let outcome = PassManager::standard().run(&mut module);
    assert!(outcome.value.is_some(), "passes failed: {:?}", outcome.diagnostics);
    assert!(magpie_mpir::verify(&module).value.is_some(), "passes broke the IR");
});
