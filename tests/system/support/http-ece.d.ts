/** The parts of http_ece (web-push's encryption, no types of its own) the push test uses to decrypt. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  interface DecryptParams {
    version: "aes128gcm";
    /** The receiving device's key pair. */
    privateKey: ECDH;
    /** The device's auth secret, base64url. */
    authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
