export declare const STORY_SHOWN_FLAG: string;
export declare function keepRenderingStoryShown(flag: string): void;
