import { describe, expect, it } from 'vitest';
import { BOM, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF and quotes what needs it', () => {
    expect(
      toCsv(
        ['ค่ายเกม', 'ยอด'],
        [
          ['a,b', '-12.50'],
          ['say "hi"', 3],
          [null, undefined],
        ],
      ),
    ).toBe(`${BOM}ค่ายเกม,ยอด\r\n"a,b",-12.50\r\n"say ""hi""",3\r\n,\r\n`);
  });

  it('keeps a spreadsheet from running a text field as a formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("x")'], ['+1 call'], ['@SUM(A1)'], ['-5']])).toBe(
      `${BOM}x\r\n"'=HYPERLINK(""x"")"\r\n'+1 call\r\n'@SUM(A1)\r\n-5\r\n`,
    );
  });
});
