// Does nothing, on purpose. Without a file of its own, `next build bench/floor`
// (Turbopack, whose root is the repository's) compiles the site's instrumentation.ts
// into the floor, and its server would start the site's enquiry worker.
export function register() {}
