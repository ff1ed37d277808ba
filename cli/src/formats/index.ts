/** The output formats by name. */
import { githubReporter } from './github';
import { jsonReporter } from './json';
import { junitReporter } from './junit';
import type { Reporter, ReporterOptions } from './reporter';
import { sarifReporter } from './sarif';
import { textReporter } from './text';

export type { Reporter, ReporterOptions } from './reporter';

export const OUTPUT_FORMATS = ['text', 'json', 'github', 'sarif', 'junit'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The reporter of `format`. */
export function createReporter(format: OutputFormat, options: ReporterOptions): Reporter {
  switch (format) {
    case 'text':
      return textReporter(options);
    case 'json':
      return jsonReporter();
    case 'github':
      return githubReporter();
    case 'sarif':
      return sarifReporter(options);
    case 'junit':
      return junitReporter();
  }
}
