import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProofOfWorkChallengeDto } from './dto/proof-of-work-challenge.dto.js';
import { ProofOfWorkService } from './proof-of-work.service.js';

@ApiTags('proof-of-work')
@Controller('proof-of-work')
export class ProofOfWorkController {
  constructor(private readonly proofOfWork: ProofOfWorkService) {}

  @Get('challenge')
  // Each challenge is answered once: a cached one would be refused as already used.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'A challenge for the tour, contact, careers and newsletter forms: solve it and send the answer in X-Proof-Of-Work (expires in 10 minutes)',
  })
  @ApiOkResponse({ type: ProofOfWorkChallengeDto })
  async challenge(): Promise<ProofOfWorkChallengeDto> {
    // Sent as made: the signature covers every parameter, so none may be dropped or renamed.
    return (await this.proofOfWork.challenge()) as ProofOfWorkChallengeDto;
  }
}
