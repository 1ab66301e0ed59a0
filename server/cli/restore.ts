/** `npm run restore FILE`: being written. */
console.error("npm run restore is not ready yet.");
process.exit(1);
