/**
 * How records name an uploaded picture: "media/<id>", beside the pictures the
 * build makes ("gallery/<name>", "blog/<name>").
 */

export function mediaKey(id: string): string {
  return `media/${id}`;
}

const uploadedKey = /^media\/([0-9a-f-]{36})$/;

/** The media id an uploaded picture's key names; undefined for a picture made at build (or anything else). */
export function mediaIdOf(key: string): string | undefined {
  return uploadedKey.exec(key)?.[1];
}
