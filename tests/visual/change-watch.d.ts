export declare const LAST_CHANGE: string;
export declare function watchPageChanges(key: string): void;
