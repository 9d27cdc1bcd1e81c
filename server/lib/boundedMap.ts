/**
 * A Map that keeps at most `limit` entries, dropping the least recently used: for caches whose
 * keys come from requests (time zones, document variants), so memory stays bounded.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    // Map keeps insertion order: re-inserting marks the entry as the most recently used. Only
    // once the map is half full: nothing is dropped before it is full, so the order does not
    // matter yet, and re-inserting on every read was a visible cost of the hottest reads.
    if (value !== undefined && this.entries.size > this.limit / 2) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
