/** The vnu-jar package exports the path of its vnu.jar (a String object). */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
