/** The address of the file that counts a public page's visit (scripts/vite/visit-script.ts). */
declare module "virtual:visit-script" {
  const src: string;
  export default src;
}
