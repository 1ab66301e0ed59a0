/** `npm run backup`: being written. */
console.error("npm run backup is not ready yet.");
process.exit(1);
