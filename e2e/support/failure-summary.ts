import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** How many lines of each error the summary keeps: the message and what it waited for, not the stack. */
const LINES_PER_ERROR = 4;

/** Terminal colour codes, which Playwright puts in its error messages. */
// eslint-disable-next-line no-control-regex -- the escape character is what the codes start with
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

/** The innermost named step that failed (test.step): where in a journey the shopper was stopped. */
function failedStep(steps: TestStep[]): string | undefined {
  for (const step of steps) {
    if (!step.error) continue;
    return failedStep(step.steps) ?? (step.category === 'test.step' ? step.title : undefined);
  }
  return undefined;
}

/**
 * Prints, after everything else, why each failing test failed: its title, the step it stopped in and
 * the first lines of each error. The list reporter prints the same above its attachments and its
 * summary, but a log read from its end (a CI run's tail) shows only those; this puts the cause last.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const step = failedStep(result.steps);
    const where = step ? ` (step "${step}")` : '';
    const errors = result.errors.map((error) =>
      (error.message ?? String(error.value ?? ''))
        .replace(COLOUR_CODES, '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, LINES_PER_ERROR)
        .map((line) => `    ${line}`)
        .join('\n'),
    );
    const title = test.titlePath().filter(Boolean).join(' › ');
    this.failures.push([`  ${title}${where}: ${result.status} after ${Math.round(result.duration / 1000)} s`, ...errors].join('\n'));
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nWhy the ${this.failures.length} failing test(s) failed (run ${result.status}):\n${this.failures.join('\n')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
