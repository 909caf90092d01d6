//! Wire framing: `[identities…, "<IDS|MSG>", hmac, header, parent, metadata, content, buffers…]`.
//! The HMAC-SHA256 covers the four JSON frames; verification is constant time. An empty key means
//! no signing and no check. A message that fails to parse or verify never reaches a handler, and
//! neither does a replay: as jupyter_client's Session does, a signature already seen is rejected
//! (the last 65,536 are remembered).

use bytes::Bytes;
use hmac::{Hmac, Mac};
use serde_json::Value as Json;
use sha2::Sha256;
use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex};

pub const DELIMITER: &[u8] = b"<IDS|MSG>";

#[derive(Debug, Clone)]
pub struct Message {
    pub identities: Vec<Bytes>,
    pub header: Json,
    pub parent_header: Json,
    pub metadata: Json,
    pub content: Json,
    pub buffers: Vec<Bytes>,
}

impl Message {
    pub fn msg_type(&self) -> &str {
        self.header["msg_type"].as_str().unwrap_or("")
    }
}

#[derive(Debug, thiserror::Error)]
pub enum WireError {
    #[error("no <IDS|MSG> delimiter")]
    NoDelimiter,
    #[error("message has {0} frames after the delimiter, at least 5 are needed")]
    TooShort(usize),
    #[error("bad signature")]
    BadSignature,
    #[error("signature already seen (a replayed message)")]
    Replayed,
    #[error("frame is not JSON: {0}")]
    Json(#[from] serde_json::Error),
}

/// How many signatures are remembered for the replay check.
const SEEN_SIGNATURES: usize = 1 << 16;

/// Signatures of accepted messages, oldest first, so that the oldest is forgotten first.
#[derive(Default)]
struct SeenSignatures {
    set: HashSet<Vec<u8>>,
    order: VecDeque<Vec<u8>>,
}

impl SeenSignatures {
    /// Records `sig`; false when it was already there.
    fn insert(&mut self, sig: &[u8]) -> bool {
        if self.set.contains(sig) {
            return false;
        }
        if self.order.len() >= SEEN_SIGNATURES {
            if let Some(old) = self.order.pop_front() {
                self.set.remove(&old);
            }
        }
        self.set.insert(sig.to_vec());
        self.order.push_back(sig.to_vec());
        true
    }
}

/// Signs outgoing and checks incoming messages; clones share one replay memory.
#[derive(Clone)]
pub struct Signer {
    key: Option<Vec<u8>>,
    seen: Arc<Mutex<SeenSignatures>>,
}

impl Signer {
    pub fn new(key: &str) -> Signer {
        Signer { key: if key.is_empty() { None } else { Some(key.as_bytes().to_vec()) }, seen: Arc::default() }
    }

    fn mac(&self, frames: &[&[u8]]) -> Option<Hmac<Sha256>> {
        let key = self.key.as_ref()?;
        let mut mac = Hmac::<Sha256>::new_from_slice(key).ok()?;
        for f in frames {
            mac.update(f);
        }
        Some(mac)
    }

    pub fn sign(&self, frames: &[&[u8]]) -> String {
        match self.mac(frames) {
            Some(mac) => hex::encode(mac.finalize().into_bytes()),
            None => String::new(),
        }
    }

    /// Constant-time check of a hex signature over the four JSON frames.
    pub fn verify(&self, signature: &[u8], frames: &[&[u8]]) -> bool {
        let Some(mac) = self.mac(frames) else { return true };
        let Ok(sig) = hex::decode(signature) else { return false };
        mac.verify_slice(&sig).is_ok()
    }

    pub fn decode(&self, frames: Vec<Bytes>) -> Result<Message, WireError> {
        let split = frames.iter().position(|f| f.as_ref() == DELIMITER).ok_or(WireError::NoDelimiter)?;
        let rest = &frames[split + 1..];
        if rest.len() < 5 {
            return Err(WireError::TooShort(rest.len()));
        }
        if !self.verify(&rest[0], &[&rest[1], &rest[2], &rest[3], &rest[4]]) {
            return Err(WireError::BadSignature);
        }
        let message = Message {
            identities: frames[..split].to_vec(),
            header: serde_json::from_slice(&rest[1])?,
            parent_header: serde_json::from_slice(&rest[2])?,
            metadata: serde_json::from_slice(&rest[3])?,
            content: serde_json::from_slice(&rest[4])?,
            buffers: rest[5..].to_vec(),
        };
        if self.key.is_some() {
            let mut seen = self.seen.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if !seen.insert(&rest[0]) {
                return Err(WireError::Replayed);
            }
        }
        Ok(message)
    }

    pub fn encode(&self, msg: &Message) -> Vec<Bytes> {
        let header = serde_json::to_vec(&msg.header).unwrap_or_default();
        let parent = serde_json::to_vec(&msg.parent_header).unwrap_or_default();
        let metadata = serde_json::to_vec(&msg.metadata).unwrap_or_default();
        let content = serde_json::to_vec(&msg.content).unwrap_or_default();
        let sig = self.sign(&[&header, &parent, &metadata, &content]);
        let mut frames: Vec<Bytes> = msg.identities.clone();
        frames.push(Bytes::from_static(DELIMITER));
        frames.push(Bytes::from(sig));
        frames.push(Bytes::from(header));
        frames.push(Bytes::from(parent));
        frames.push(Bytes::from(metadata));
        frames.push(Bytes::from(content));
        frames.extend(msg.buffers.iter().cloned());
        frames
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sample() -> Message {
        Message {
            identities: vec![Bytes::from_static(b"client")],
            header: json!({"msg_id": "1", "msg_type": "kernel_info_request"}),
            parent_header: json!({}),
            metadata: json!({}),
            content: json!({}),
            buffers: vec![],
        }
    }

    #[test]
    fn round_trip_and_tamper() {
        let s = Signer::new("secret");
        let frames = s.encode(&sample());
        let m = s.decode(frames.clone()).expect("valid message decodes");
        assert_eq!(m.msg_type(), "kernel_info_request");
        assert!(matches!(s.decode(frames.clone()), Err(WireError::Replayed)), "a replay is rejected");
        let mut bad = frames.clone();
        let n = bad.len();
        bad[n - 1] = Bytes::from_static(b"{\"code\": \"rm -rf\"}");
        assert!(matches!(s.decode(bad), Err(WireError::BadSignature)));
        let other = Signer::new("other");
        assert!(matches!(other.decode(frames), Err(WireError::BadSignature)));
    }

    #[test]
    fn missing_signature_is_rejected() {
        let s = Signer::new("secret");
        let mut frames = Signer::new("").encode(&sample());
        let i = frames.iter().position(|f| f.as_ref() == DELIMITER).unwrap_or(0);
        frames[i + 1] = Bytes::new();
        assert!(matches!(s.decode(frames), Err(WireError::BadSignature)));
    }
}
