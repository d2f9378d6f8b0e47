//! The device's timestamp clock placed on the host's, where the device has
//! VK_KHR_calibrated_timestamps (or its EXT original) with the device time
//! domain: profiling then places a launch's two timestamps on the host
//! clock instead of only measuring their distance ([`crate::profile`]).
//!
//! A calibration pairs a device timestamp with an [`Instant`]: it reads the
//! device clock (`vkGetCalibratedTimestampsKHR`, device domain) between two
//! reads of the host clock and takes their midpoint, so the pair is off by
//! at most half that bracket plus the driver's reported deviation
//! ([`Calibration::uncertainty`]). Of [`TRIES`] reads the narrowest bracket
//! is kept. No host time domain is used: Rust's `Instant` has no public
//! link to `CLOCK_MONOTONIC` or any other domain Vulkan names, and the
//! bracket works on every platform.
//!
//! Invariants: a calibration older than [`RECALIBRATE_AFTER`] is replaced
//! before use (the two clocks drift apart); a tick is converted through the
//! difference to the calibration's tick, modulo the queue's valid bits,
//! taken as the nearer of the two directions; nothing here is used by a
//! launch (only by whoever asks for a span).

use std::ffi::CStr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use ash::vk;

use super::instance::has_extension;

const KHR: &CStr = c"VK_KHR_calibrated_timestamps";
const EXT: &CStr = c"VK_EXT_calibrated_timestamps";

/// Reads per calibration; the narrowest host bracket wins.
const TRIES: usize = 3;
/// Age after which a calibration is made again.
pub(crate) const RECALIBRATE_AFTER: Duration = Duration::from_secs(1);

/// Which extension gives calibrated timestamps on a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CalibratedExt {
    Khr,
    Ext,
}

impl CalibratedExt {
    /// The extension to enable: KHR where the device has it, else EXT;
    /// `None` without either or without the device time domain.
    pub(crate) fn find(
        entry: &ash::Entry,
        instance: &ash::Instance,
        pd: vk::PhysicalDevice,
        extensions: &[vk::ExtensionProperties],
    ) -> Option<CalibratedExt> {
        let which = if has_extension(extensions, KHR) {
            CalibratedExt::Khr
        } else if has_extension(extensions, EXT) {
            CalibratedExt::Ext
        } else {
            return None;
        };
        // SAFETY: `pd` belongs to `instance`; the device has the extension,
        // so the instance-level query is there.
        let domains = unsafe {
            match which {
                CalibratedExt::Khr => {
                    ash::khr::calibrated_timestamps::Instance::new(entry, instance)
                        .get_physical_device_calibrateable_time_domains(pd)
                }
                CalibratedExt::Ext => {
                    ash::ext::calibrated_timestamps::Instance::new(entry, instance)
                        .get_physical_device_calibrateable_time_domains(pd)
                }
            }
        }
        .ok()?;
        domains
            .contains(&vk::TimeDomainKHR::DEVICE)
            .then_some(which)
    }

    pub(crate) fn name(self) -> &'static CStr {
        match self {
            CalibratedExt::Khr => KHR,
            CalibratedExt::Ext => EXT,
        }
    }
}

/// A device timestamp and the host instant it was read at.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Calibration {
    pub ticks: u64,
    pub host: Instant,
    /// How far `host` may be from the instant the device read `ticks`.
    pub uncertainty: Duration,
}

/// A device's clock, for converting its timestamps to host instants.
pub(crate) struct DeviceClock {
    get: vk::PFN_vkGetCalibratedTimestampsKHR,
    device: vk::Device,
    /// Nanoseconds per tick.
    period: f64,
    /// Valid bits of the queue's timestamps.
    valid_bits: u32,
    calibration: Mutex<Option<Calibration>>,
}

impl DeviceClock {
    /// The clock of `device`, made with `ext` enabled.
    pub(crate) fn new(
        instance: &ash::Instance,
        device: &ash::Device,
        ext: CalibratedExt,
        period_ns: f32,
        valid_bits: u32,
    ) -> DeviceClock {
        let get = match ext {
            CalibratedExt::Khr => {
                ash::khr::calibrated_timestamps::Device::new(instance, device)
                    .fp()
                    .get_calibrated_timestamps_khr
            }
            CalibratedExt::Ext => {
                ash::ext::calibrated_timestamps::Device::new(instance, device)
                    .fp()
                    .get_calibrated_timestamps_ext
            }
        };
        DeviceClock {
            get,
            device: device.handle(),
            period: f64::from(period_ns),
            valid_bits: valid_bits.clamp(1, 64),
            calibration: Mutex::new(None),
        }
    }

    /// One read of the device clock between two host reads.
    fn read(&self) -> Option<Calibration> {
        let info =
            [vk::CalibratedTimestampInfoKHR::default().time_domain(vk::TimeDomainKHR::DEVICE)];
        let mut ticks = [0u64];
        let mut deviation = 0u64;
        let before = Instant::now();
        // SAFETY: the device is alive (the clock is dropped with it) and
        // has the extension with the device domain; the arrays outlive
        // the call and hold one element each, as `info` does.
        let r = unsafe {
            (self.get)(
                self.device,
                1,
                info.as_ptr(),
                ticks.as_mut_ptr(),
                &mut deviation,
            )
        };
        let after = Instant::now();
        if r != vk::Result::SUCCESS {
            return None;
        }
        let half = (after - before) / 2;
        Some(Calibration {
            ticks: ticks[0],
            host: before + half,
            uncertainty: half + Duration::from_nanos(deviation),
        })
    }

    /// The narrowest of [`TRIES`] reads.
    fn calibrate(&self) -> Option<Calibration> {
        (0..TRIES)
            .filter_map(|_| self.read())
            .min_by_key(|c| c.uncertainty)
    }

    /// The calibration in use, made again when older than
    /// [`RECALIBRATE_AFTER`].
    pub(crate) fn calibration(&self) -> Option<Calibration> {
        let mut held = self.calibration.lock().unwrap_or_else(|e| e.into_inner());
        match *held {
            Some(c) if c.host.elapsed() < RECALIBRATE_AFTER => Some(c),
            _ => {
                *held = self.calibrate().or(*held);
                *held
            }
        }
    }

    /// The host instant of device timestamp `ticks` under calibration `c`.
    fn to_host(&self, c: &Calibration, ticks: u64) -> Option<Instant> {
        let ns = ticks_between(c.ticks, ticks, self.valid_bits) as f64 * self.period;
        let offset = Duration::from_nanos(ns.abs() as u64);
        if ns >= 0.0 {
            c.host.checked_add(offset)
        } else {
            c.host.checked_sub(offset)
        }
    }

    /// The host instants of two device timestamps, under one calibration.
    pub(crate) fn span(&self, [start, end]: [u64; 2]) -> Option<(Instant, Instant)> {
        let c = self.calibration()?;
        Some((self.to_host(&c, start)?, self.to_host(&c, end)?))
    }
}

// SAFETY: the function pointer and the device handle are plain values;
// Vulkan allows vkGetCalibratedTimestamps from any thread.
unsafe impl Send for DeviceClock {}
unsafe impl Sync for DeviceClock {}

/// Ticks from `from` to `to` on a counter of `bits` bits, the nearer way
/// round (negative when `to` is before `from`).
pub(crate) fn ticks_between(from: u64, to: u64, bits: u32) -> i64 {
    if bits >= 64 {
        return to.wrapping_sub(from) as i64;
    }
    let modulus = 1u64 << bits;
    let forward = to.wrapping_sub(from) & (modulus - 1);
    if forward < modulus / 2 {
        forward as i64
    } else {
        -((modulus - forward) as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::ticks_between;

    #[test]
    fn tick_differences_take_the_nearer_way_round() {
        assert_eq!(ticks_between(100, 150, 64), 50);
        assert_eq!(ticks_between(150, 100, 64), -50);
        assert_eq!(ticks_between(u64::MAX - 9, 10, 64), 20);
        // A 36-bit counter that wrapped between the two reads.
        let top = (1u64 << 36) - 5;
        assert_eq!(ticks_between(top, 7, 36), 12);
        assert_eq!(ticks_between(7, top, 36), -12);
        assert_eq!(ticks_between(0, 1 << 20, 36), 1 << 20);
    }
}
