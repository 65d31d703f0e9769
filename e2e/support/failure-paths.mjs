// A reporter of one job: when tests failed, say where their traces and screenshots are (each
// failed test's own files, then the folder of them all and the HTML report), so a CI log points
// at what to open. `npx playwright show-trace <trace.zip>` replays a trace.
import path from 'node:path';

export default class FailurePaths {
  onBegin(config) {
    this.outputDir = config.projects[0]?.outputDir;
    this.failed = [];
  }

  onTestEnd(test, result) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const files = result.attachments.map((attachment) => attachment.path).filter(Boolean);
    this.failed.push({ title: test.titlePath().filter(Boolean).join(' › '), files });
  }

  onEnd() {
    if (this.failed.length === 0) return;
    const lines = ['', `Traces and screenshots of the ${this.failed.length} failed test(s):`];
    for (const { title, files } of this.failed) {
      lines.push(`- ${title}`);
      for (const file of files) lines.push(`    ${file}`);
    }
    lines.push(`All of them: ${this.outputDir}`);
    lines.push(
      `HTML report: ${path.resolve('e2e', 'report', 'index.html')} (npx playwright show-report e2e/report)`,
    );
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
