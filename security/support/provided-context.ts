// What the suite's global setup hands to its test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The broker the suite's systems use: a virtual host of their own when one could be made. */
    securityAmqpUrl: string;
  }
}

export {};
