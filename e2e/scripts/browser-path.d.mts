export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
/** The browser to launch, or undefined when none is installed yet. */
export declare function browserPath(): string | undefined;
