const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else cannot name a record (and must not reach a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
