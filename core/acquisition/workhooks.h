// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashworker.h"
#include "record/wipecertificate.h"
#include "util/result.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace Custody {

class ImageConversion;

// The environments of the end hooks of the other work custody-cli does (acquisition/endhook.h
// has an acquisition's and a verification's, and runs them all), as data, never a shell string.

// custody-cli wipe --on-end: CUSTODY_JOB=wipe (a verify-only run: check), CUSTODY_OUTCOME
// (completed, cancelled, failed), CUSTODY_VERDICT (the certificate's, in lower case: passed,
// failed, cancelled, not verified), CUSTODY_EXIT_STATUS, CUSTODY_DEVICE, CUSTODY_MODEL,
// CUSTODY_SERIAL, CUSTODY_PATTERN, CUSTODY_SECTOR_BYTES, CUSTODY_SECTORS_WRITTEN,
// CUSTODY_SECTORS_VERIFIED, CUSTODY_SECTORS_FAILED, CUSTODY_CERTIFICATE_COUNT and
// CUSTODY_CERTIFICATE_1 … (the files written: .json, .txt, .pdf), CUSTODY_CASE_NUMBER,
// CUSTODY_EVIDENCE_NUMBER, CUSTODY_EXAMINER.
QList<QByteArray> wipeHookEnvironment(const WipeCertificate &certificate,
                                      const QStringList &certificateFiles, int exitStatus);

// custody-cli convert --on-end: CUSTODY_JOB=conversion, CUSTODY_OUTCOME (completed, cancelled,
// failed), CUSTODY_VERDICT (as the conversion's history row: match, the image read as its record
// says and the E01 was kept; mismatch, it no longer does; cancelled; failed), CUSTODY_EXIT_STATUS,
// CUSTODY_RECORD, CUSTODY_SOURCE_IMAGE_COUNT and CUSTODY_SOURCE_IMAGE_1 … (what was read),
// CUSTODY_IMAGE_COUNT and CUSTODY_IMAGE_1 … (the E01 files, none when it was not kept), CUSTODY_MD5
// … (the image's digests as the conversion computed them), and the record's CUSTODY_CASE_NUMBER,
// CUSTODY_EVIDENCE_NUMBER, CUSTODY_EXAMINER.
QList<QByteArray> conversionHookEnvironment(const ImageConversion &conversion,
                                            const Result<QList<HashResult>> &hashes,
                                            int exitStatus);

} // namespace Custody
