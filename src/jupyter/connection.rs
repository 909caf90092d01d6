//! The connection file Jupyter writes for a kernel: transport, ip, five ports, signing key.

use serde::Deserialize;
use std::path::Path;

#[derive(Debug, Clone, Deserialize)]
pub struct ConnectionInfo {
    #[serde(default = "default_transport")]
    pub transport: String,
    #[serde(default = "default_ip")]
    pub ip: String,
    pub shell_port: u16,
    pub iopub_port: u16,
    pub stdin_port: u16,
    pub control_port: u16,
    pub hb_port: u16,
    #[serde(default)]
    pub key: String,
    #[serde(default = "default_scheme")]
    pub signature_scheme: String,
}

fn default_transport() -> String {
    "tcp".into()
}
fn default_ip() -> String {
    "127.0.0.1".into()
}
fn default_scheme() -> String {
    "hmac-sha256".into()
}

#[derive(Debug, thiserror::Error)]
pub enum ConnectionError {
    #[error("cannot read connection file {0}")]
    Read(String, #[source] std::io::Error),
    #[error("connection file {0} is not valid")]
    Parse(String, #[source] serde_json::Error),
    #[error("unsupported signature scheme '{0}' (cudalab signs with hmac-sha256)")]
    Scheme(String),
    #[error("unsupported transport '{0}' (tcp and ipc are supported)")]
    Transport(String),
}

impl ConnectionInfo {
    pub fn load(path: &Path) -> Result<ConnectionInfo, ConnectionError> {
        let p = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| ConnectionError::Read(p.clone(), e))?;
        let info: ConnectionInfo = serde_json::from_str(&text).map_err(|e| ConnectionError::Parse(p, e))?;
        if !info.key.is_empty() && info.signature_scheme != "hmac-sha256" {
            return Err(ConnectionError::Scheme(info.signature_scheme));
        }
        if info.transport != "tcp" && info.transport != "ipc" {
            return Err(ConnectionError::Transport(info.transport));
        }
        Ok(info)
    }

    /// The ZeroMQ endpoint for one port: `tcp://ip:port`, or `ipc://ip-port` (Jupyter's ipc naming).
    /// `ip: "*"` means every interface, as ipykernel reads it; an IPv6 address gets brackets.
    pub fn endpoint(&self, port: u16) -> String {
        match self.transport.as_str() {
            "ipc" => format!("ipc://{}-{}", self.ip, port),
            _ if self.ip == "*" || self.ip.is_empty() => format!("tcp://0.0.0.0:{port}"),
            _ if self.ip.contains(':') && !self.ip.starts_with('[') => format!("tcp://[{}]:{}", self.ip, port),
            _ => format!("tcp://{}:{}", self.ip, port),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(ip: &str, transport: &str) -> ConnectionInfo {
        ConnectionInfo {
            transport: transport.into(),
            ip: ip.into(),
            shell_port: 1,
            iopub_port: 2,
            stdin_port: 3,
            control_port: 4,
            hb_port: 5,
            key: String::new(),
            signature_scheme: default_scheme(),
        }
    }

    #[test]
    fn endpoints() {
        assert_eq!(info("*", "tcp").endpoint(9), "tcp://0.0.0.0:9");
        assert_eq!(info("127.0.0.1", "tcp").endpoint(9), "tcp://127.0.0.1:9");
        assert_eq!(info("::1", "tcp").endpoint(9), "tcp://[::1]:9");
        assert_eq!(info("/tmp/k", "ipc").endpoint(9), "ipc:///tmp/k-9");
    }
}
