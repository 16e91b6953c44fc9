/** Types of render-starts.cjs. */
export declare class RenderStarts {
  constructor(maxPending?: number);
  readonly pending: Map<string, number>;
  begin(key: string, at?: number): void;
  take(key: string): number | undefined;
}
export declare function isDueForRefresh(
  entry: { lastModified: number; cacheControl?: { revalidate: number | false } } | null | undefined,
  now?: number,
): boolean;
export declare const processRenderStarts: RenderStarts;
