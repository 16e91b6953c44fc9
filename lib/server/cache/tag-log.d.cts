/** Types of tag-log.cjs. */
export declare class TagLog {
  constructor(directory: string, minLinesBeforeRewrite?: number);
  readonly file: string;
  restore(): void;
  record(tags: string[]): void;
}
export declare function processTagLog(serverDistDir: string): TagLog;
export declare const FILE_NAME: string;
