import { ApiProperty } from '@nestjs/swagger';

export class ProofOfWorkParametersDto {
  @ApiProperty({ example: 'PBKDF2/SHA-256', description: 'Key derivation per counter step' })
  algorithm!: string;

  @ApiProperty({ example: 1000, description: 'PBKDF2 iterations per counter step' })
  cost!: number;

  @ApiProperty({ example: 32, description: 'Derived key length in bytes' })
  keyLength!: number;

  @ApiProperty({ description: 'Hex; the derived key of the answer starts with it' })
  keyPrefix!: string;

  @ApiProperty({ description: 'Hex HMAC of the answer’s derived key (lets the server check an answer cheaply)' })
  keySignature!: string;

  @ApiProperty({
    description: 'Hex; the password of each step is the nonce followed by the counter (uint32, big-endian)',
  })
  nonce!: string;

  @ApiProperty({ description: 'Hex salt of each step' })
  salt!: string;

  @ApiProperty({ example: 1767225600, description: 'Unix time (seconds) after which an answer is refused' })
  expiresAt!: number;
}

/** An ALTCHA v2 challenge, as altcha-lib's createChallenge makes it and its solveChallenge and the widget read it. */
export class ProofOfWorkChallengeDto {
  @ApiProperty({ type: ProofOfWorkParametersDto })
  parameters!: ProofOfWorkParametersDto;

  @ApiProperty({ description: 'Hex HMAC of the parameters; send the challenge back unchanged' })
  signature!: string;
}
