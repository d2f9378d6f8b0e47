use super::*;

fn bytes_f32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn scalars() {
    assert_eq!(parse("u32:1024"), Ok(ArgSpec::Scalar(Const::u32(1024))));
    assert_eq!(
        parse("i8:-128"),
        Ok(ArgSpec::Scalar(Const::int(Scalar::I8, -128)))
    );
    assert!(parse("u8:300").unwrap_err().contains("out of range"));
    assert!(parse("i8:128").is_err());
    assert_eq!(
        parse("u16:0xffff"),
        Ok(ArgSpec::Scalar(Const::int(Scalar::U16, 65535)))
    );
    assert_eq!(parse("bool:true"), Ok(ArgSpec::Scalar(Const::bool(true))));
    let ArgSpec::Scalar(c) = parse("f32:0.1").unwrap() else {
        panic!()
    };
    assert_eq!(c.bits, u64::from(0.1f32.to_bits()));
    let ArgSpec::Scalar(c) = parse("f64:-inf").unwrap() else {
        panic!()
    };
    assert_eq!(c.as_f64(), f64::NEG_INFINITY);
    assert!(parse("f32:abc").is_err());
    assert!(parse("q32:1").unwrap_err().contains("not a scalar type"));
}

#[test]
fn buffers() {
    let s = parse("f32[4]:range").unwrap();
    assert_eq!(s.buffer_bytes().unwrap(), bytes_f32(&[0.0, 1.0, 2.0, 3.0]));
    let s = parse("f32[3]:fill(2.5)").unwrap();
    assert_eq!(s.buffer_bytes().unwrap(), bytes_f32(&[2.5, 2.5, 2.5]));
    let s = parse("f32[2]:zeros").unwrap();
    assert_eq!(s.buffer_bytes().unwrap(), vec![0; 8]);
    let s = parse("f32[4]:values(1.5,-2,nan,inf)").unwrap();
    let b = s.buffer_bytes().unwrap();
    let got: Vec<f32> = b
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(got[..2], [1.5, -2.0]);
    assert!(got[2].is_nan() && got[3] == f32::INFINITY);
    assert!(parse("f32[3]:values(1,2)")
        .unwrap_err()
        .contains("2 values"));
    let s = parse("u8[300]:range").unwrap();
    assert_eq!(s.buffer_bytes().unwrap()[256..258], [0, 1]);
}

#[test]
fn random_is_deterministic_and_in_range() {
    let a = parse("f32[1000]:random(7)")
        .unwrap()
        .buffer_bytes()
        .unwrap();
    let b = parse("f32[1000]:random(7)")
        .unwrap()
        .buffer_bytes()
        .unwrap();
    let c = parse("f32[1000]:random(8)")
        .unwrap()
        .buffer_bytes()
        .unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    for ch in a.chunks_exact(4) {
        let v = f32::from_le_bytes([ch[0], ch[1], ch[2], ch[3]]);
        assert!((-1.0..1.0).contains(&v), "{v}");
    }
    let u = parse("u32[1000]:random(1)")
        .unwrap()
        .buffer_bytes()
        .unwrap();
    for ch in u.chunks_exact(4) {
        assert!(u32::from_le_bytes([ch[0], ch[1], ch[2], ch[3]]) < 1000);
    }
}

#[test]
fn structs_and_names() {
    let a = parse_named("p=TParams{a=1,b=1000,c=0.5,d=7}").unwrap();
    assert_eq!(a.name, "p");
    assert_eq!(
        a.spec,
        ArgSpec::Struct {
            name: "TParams".into(),
            fields: vec![
                ("a".into(), "1".into()),
                ("b".into(), "1000".into()),
                ("c".into(), "0.5".into()),
                ("d".into(), "7".into()),
            ],
        }
    );
    assert!(parse("TParams{a=1,a=2}").unwrap_err().contains("twice"));
    assert!(parse("TParams{a=1").is_err());
    assert_eq!(parse_named("%n=u32:5").unwrap().name, "n");
    assert!(parse_named("u32:5").is_err());
}

#[test]
fn json_of_buffers() {
    let b = parse("f32[4]:values(1.5,-2,nan,-inf)")
        .unwrap()
        .buffer_bytes()
        .unwrap();
    assert_eq!(buffer_json(Scalar::F32, &b), r#"[1.5,-2.0,"nan","-inf"]"#);
    let b = parse("i16[3]:values(-1,0,7)")
        .unwrap()
        .buffer_bytes()
        .unwrap();
    assert_eq!(buffer_json(Scalar::I16, &b), "[-1,0,7]");
    let b = parse("bf16[2]:values(1,0.1)")
        .unwrap()
        .buffer_bytes()
        .unwrap();
    // bf16(0.1) is 0.10009765625; its shortest f32 spelling is 0.100097656.
    assert_eq!(buffer_json(Scalar::Bf16, &b), "[1.0,0.100097656]");
}

#[test]
fn never_panics_on_garbage() {
    for s in [
        "",
        ":",
        "[",
        "f32[",
        "f32[]:x",
        "f32[99999999999999999999]:zeros",
        "T{",
        "T{=}",
        "=",
        "a=",
        "f32[1]:values(",
        "u64:-0x",
        "f16:1e999",
    ] {
        let _ = parse(s);
        let _ = parse_named(s);
    }
}
