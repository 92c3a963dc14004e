/**
 * What the cluster's check scripts share (scripts/cluster-smoke.ts, scripts/cluster-faults.ts): named
 * checks that record a failure and go on, one line each, and a summary that sets the exit code.
 */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function createChecks(title: string) {
  const failures: string[] = [];
  let passed = 0;
  return {
    /** Runs one check; its detail (returned) or its failure is printed on one line. */
    check: async (name: string, run: () => Promise<string | void> | string | void): Promise<boolean> => {
      try {
        const detail = await run();
        passed++;
        console.log(`  ok    ${name}${detail ? `  (${detail})` : ''}`);
        return true;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        failures.push(`${name}: ${message}`);
        console.log(`  FAIL  ${name}: ${message}`);
        return false;
      }
    },
    /** Prints the summary and exits 1 when a check failed. */
    finish: (): void => {
      if (failures.length > 0) {
        console.error(
          `\n${title} FAILED: ${failures.length} of ${failures.length + passed} checks\n  ${failures.join('\n  ')}`,
        );
        process.exit(1);
      }
      console.log(`\n${title} passed: ${passed} checks`);
    },
  };
}
