export declare const chromiumArgs: string[];
export declare const chromiumPath: string;
