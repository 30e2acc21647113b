/**
 * A typed array of `size` numbers starting with `array`'s: how the engine's reused scratch arrays
 * (knife merge, loop points, the one-piece check) grow when a dieline needs more than they hold.
 */
export function grownArray<T extends Float64Array | Int32Array>(array: T, size: number): T {
  const larger = new (array.constructor as new (size: number) => T)(size);
  larger.set(array);
  return larger;
}
