//! §17.9's training loop on MLX's device (`examples/digits`): a 64→128→10
//! MLP with Adam reaches at least 95 % test accuracy on the 8×8 digits.

#[path = "../examples/digits/mod.rs"]
mod digits;

mod common;

#[test]
fn the_mlp_learns_the_digits() {
    let Some(m) = common::mlx("the_mlp_learns_the_digits") else {
        return;
    };
    let data = match digits::load() {
        Ok(d) => d,
        Err(e) => {
            assert!(
                !common::required("mlx"),
                "MAGPIE_REQUIRE names mlx, but the digits data is missing: {e}"
            );
            println!("skip the_mlp_learns_the_digits: {e}");
            return;
        }
    };
    assert_eq!(data.labels.len(), 1797);
    let t = digits::train(&m, &data, 20).expect("training");
    println!(
        "accuracy {:.4}, last loss {:.4}, first epoch {:.1} ms",
        t.accuracy,
        t.final_loss,
        t.epoch_seconds[0] * 1e3
    );
    assert!(t.accuracy >= 0.95, "test accuracy {}", t.accuracy);
}
