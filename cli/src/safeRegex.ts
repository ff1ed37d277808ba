/**
 * Imported first by the entry point for its effect: schema patterns come from files the user did
 * not necessarily write, and a pathological one (`^(a+)+$`) must not hang the CLI. These V8 flags
 * make V8 switch to its linear-time engine when a RegExp backtracks too much; they must be set
 * before any schema pattern is compiled.
 */
import { setFlagsFromString } from 'node:v8';
import { SAFE_REGEX_V8_FLAGS } from '../../shared/src/regex';

for (const flag of SAFE_REGEX_V8_FLAGS) setFlagsFromString(flag);
