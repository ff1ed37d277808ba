/**
 * Answers the web build's server when it reads or writes a file (`jsonObjectValidator/fileSystem`):
 * with `vscode.workspace.fs`, so every file system the workbench has works (github.dev's virtual one
 * included), and the extension's own files (the shipped SchemaStore catalog) from its installation.
 */
import * as vscode from 'vscode';
import { EXTENSION_FILE_PREFIX } from '../../shared/src/protocol';
import type { FileSystemParams, FileSystemResult } from '../../shared/src/protocol';

type Kind = 'file' | 'directory' | 'other';

function kindOf(type: vscode.FileType): Kind {
  if (type & vscode.FileType.Directory) return 'directory';
  return type & vscode.FileType.File ? 'file' : 'other';
}

function isNotFound(error: unknown): boolean {
  return error instanceof vscode.FileSystemError && error.code === 'FileNotFound';
}

/** Serves one request of the server; rejects with the reason when the file system does. */
export async function answerFileSystem(
  params: FileSystemParams,
  extensionUri: vscode.Uri,
): Promise<FileSystemResult> {
  const uri = params.uri.startsWith(EXTENSION_FILE_PREFIX)
    ? vscode.Uri.joinPath(extensionUri, params.uri.slice(EXTENSION_FILE_PREFIX.length))
    : vscode.Uri.parse(params.uri, true);
  // An extension served over http(s) (vscode.dev's CDN) is read with fetch: workspace.fs has no http.
  if (uri.scheme === 'http' || uri.scheme === 'https') return fetched(params, uri);
  const fs = vscode.workspace.fs;
  switch (params.operation) {
    case 'readFile': {
      const bytes = await fs.readFile(uri);
      if (bytes.byteLength > params.maxBytes) {
        throw new Error(`${params.uri} is larger than ${params.maxBytes} bytes`);
      }
      return { text: new TextDecoder().decode(bytes) };
    }
    case 'stat':
      try {
        const stat = await fs.stat(uri);
        return { size: stat.size, kind: kindOf(stat.type) };
      } catch (error) {
        if (isNotFound(error)) return {};
        throw error;
      }
    case 'readDirectory':
      return { entries: (await fs.readDirectory(uri)).map(([name, type]) => ({ name, kind: kindOf(type) })) };
    case 'writeFile':
      await fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
      await fs.writeFile(uri, new TextEncoder().encode(params.content));
      return {};
    case 'delete':
      try {
        await fs.delete(uri, { recursive: true, useTrash: false });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      return {};
  }
}

async function fetched(params: FileSystemParams, uri: vscode.Uri): Promise<FileSystemResult> {
  if (params.operation !== 'readFile' && params.operation !== 'stat') {
    throw new Error(`${params.uri} cannot be changed (the extension is served over ${uri.scheme})`);
  }
  const response = await fetch(uri.toString(true));
  if (!response.ok) {
    if (params.operation === 'stat' && response.status === 404) return {};
    throw new Error(`${params.uri}: HTTP ${response.status}`);
  }
  const text = await response.text();
  return params.operation === 'stat'
    ? { size: new TextEncoder().encode(text).length, kind: 'file' }
    : { text };
}
