// heic-decode 2.1 as it is (its DefinitelyTyped types leave out the size of
// each image and `dispose`, which the package has: node_modules/heic-decode/lib.js).
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  export default decode;
}
