//! The vector grid-stride STREAM kernels of the benchmarks
//! (`bench/kernels/stream_vgs.mp`, written by
//! `bench/kernels/gen_stream_vgs.py`) on the CPU device, at sizes that are
//! not multiples of the vector width (so the tail runs) and grids smaller
//! than the data (so the loop runs): every element equal bit for bit to
//! plain Rust, and each dot partial equal to the same sums in the
//! kernel's documented order.

use magpie_rt::{Arg, Device, Element, MemoryHint, Runtime};

const VGS: &str = include_str!("../../../bench/kernels/stream_vgs.mp");
const GRID: u32 = 3;
const ITEMS: usize = GRID as usize * 256;

trait Float: Element + Copy + PartialEq + std::fmt::Debug {
    const NAME: &'static str;
    fn from_f64(x: f64) -> Self;
    fn add(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
}

impl Float for f32 {
    const NAME: &'static str = "f32";
    fn from_f64(x: f64) -> Self {
        x as f32
    }
    fn add(self, o: Self) -> Self {
        self + o
    }
    fn mul(self, o: Self) -> Self {
        self * o
    }
}

impl Float for f64 {
    const NAME: &'static str = "f64";
    fn from_f64(x: f64) -> Self {
        x
    }
    fn add(self, o: Self) -> Self {
        self + o
    }
    fn mul(self, o: Self) -> Self {
        self * o
    }
}

fn check<T: Float>(dev: &Device, n: usize)
where
    for<'a> Arg<'a>: From<T>,
{
    let program = dev.compile(VGS).unwrap();
    let run = |name: &str, args: &[Arg<'_>]| {
        let k = program.kernel(&format!("{name}_vgs_{}", T::NAME)).unwrap();
        k.launch([GRID, 1, 1], [256, 1, 1], args).unwrap();
    };
    let a: Vec<T> = (0..n)
        .map(|i| T::from_f64((i * 7 % 1000) as f64 / 7.0))
        .collect();
    let b: Vec<T> = (0..n)
        .map(|i| T::from_f64((i * 3 % 101) as f64 / 3.0))
        .collect();
    let s = T::from_f64(1.0 / 3.0);
    let buf = |v: &[T]| dev.buffer_from_slice(v, MemoryHint::Auto).unwrap();
    let fresh = || buf(&vec![T::from_f64(f64::NAN); n]);
    let nn = n as u32;
    let what = |k: &str| format!("{k}_vgs_{} n={n}", T::NAME);

    let (ba, bb) = (buf(&a), buf(&b));
    let c = fresh();
    run("copy", &[(&ba).into(), (&c).into(), nn.into()]);
    assert_eq!(c.to_vec().unwrap(), a, "{}", what("copy"));

    let out = fresh();
    run(
        "scale",
        &[(&out).into(), (&ba).into(), Arg::from(s), nn.into()],
    );
    let want: Vec<T> = a.iter().map(|&x| s.mul(x)).collect();
    assert_eq!(out.to_vec().unwrap(), want, "{}", what("scale"));

    let out = fresh();
    run(
        "add",
        &[(&ba).into(), (&bb).into(), (&out).into(), nn.into()],
    );
    let want: Vec<T> = a.iter().zip(&b).map(|(&x, &y)| x.add(y)).collect();
    assert_eq!(out.to_vec().unwrap(), want, "{}", what("add"));

    let out = fresh();
    run(
        "triad",
        &[
            (&out).into(),
            (&ba).into(),
            (&bb).into(),
            Arg::from(s),
            nn.into(),
        ],
    );
    let want: Vec<T> = a.iter().zip(&b).map(|(&x, &y)| x.add(s.mul(y))).collect();
    assert_eq!(out.to_vec().unwrap(), want, "{}", what("triad"));

    let partial = buf(&vec![T::from_f64(f64::NAN); GRID as usize]);
    run(
        "dot",
        &[(&ba).into(), (&bb).into(), (&partial).into(), nn.into()],
    );
    // Work-item g: V neighbours at V*g, V*(g + ITEMS), .. below n rounded
    // down to V, then element nv + g; then each workgroup's tree.
    let v = 16 / std::mem::size_of::<T>();
    let nv = n / v * v;
    let acc: Vec<T> = (0..ITEMS)
        .map(|g| {
            let mut acc = T::from_f64(0.0);
            let mut j = v * g;
            while j < nv {
                for k in j..j + v {
                    acc = acc.add(a[k].mul(b[k]));
                }
                j += v * ITEMS;
            }
            if nv + g < n {
                acc = acc.add(a[nv + g].mul(b[nv + g]));
            }
            acc
        })
        .collect();
    let want: Vec<T> = acc
        .chunks(256)
        .map(|tile| {
            let mut t = tile.to_vec();
            let mut h = 128;
            while h > 0 {
                for i in 0..h {
                    t[i] = t[i].add(t[i + h]);
                }
                h /= 2;
            }
            t[0]
        })
        .collect();
    assert_eq!(partial.to_vec().unwrap(), want, "{}", what("dot"));
}

#[test]
fn vector_grid_stride_stream_matches_plain_rust_on_the_cpu() {
    let dev = Runtime::cpu().device_default().unwrap();
    // below one vector per work-item, a few rounds, each tail length
    for n in [
        5usize,
        3 * ITEMS * 4 + 1,
        3 * ITEMS * 4 + 2,
        3 * ITEMS * 4 + 3,
        8192,
    ] {
        check::<f32>(&dev, n);
        check::<f64>(&dev, n);
    }
}

/// The checked-in kernels are what the generator writes (when python3 is
/// there to run it).
#[test]
fn stream_vgs_is_the_generators_output() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let out = std::process::Command::new("python3")
        .arg(format!("{root}/bench/kernels/gen_stream_vgs.py"))
        .output();
    match out {
        Ok(o) if o.status.success() => assert!(
            o.stdout == VGS.as_bytes(),
            "bench/kernels/stream_vgs.mp differs from gen_stream_vgs.py's output: run \
             `python3 bench/kernels/gen_stream_vgs.py > bench/kernels/stream_vgs.mp`"
        ),
        Ok(o) => panic!(
            "gen_stream_vgs.py failed: {}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(e) => println!("skip: python3 could not run gen_stream_vgs.py ({e})"),
    }
}
