export declare const SYSTEM_CHROMIUM: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function chromiumLaunchOptions(): { executablePath?: string; args: string[] };
