//! `oclvk devices`: the Vulkan devices with the limits that matter for compute.

use super::Failure;

#[derive(clap::Args)]
pub struct Args {
    /// Print the list as JSON
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let devices = oclvk::runner::list_devices()?;
    if args.json {
        let text =
            serde_json::to_string_pretty(&devices).map_err(|e| Failure::new(e.to_string()))?;
        println!("{text}");
        return Ok(());
    }
    if devices.is_empty() {
        return Err(Failure::new(
            "no Vulkan device found (install a driver, e.g. mesa-vulkan-drivers for lavapipe)",
        ));
    }
    for d in &devices {
        print!("{}", d.describe());
    }
    Ok(())
}

/// `--device`'s value: a device index or a name substring, not empty (an empty substring
/// would match every device).
pub fn parse_selector(text: &str) -> Result<String, String> {
    if text.trim().is_empty() {
        return Err("give a device index or a name substring (oclvk devices lists them)".into());
    }
    Ok(text.to_string())
}
