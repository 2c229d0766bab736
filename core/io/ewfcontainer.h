// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QStringList>

#include <cstdint>
#include <memory>

namespace Custody {

// The Expert Witness (EWF, E01) container as libewf reads and writes it: the handle, its errors
// in Custody's terms, and the names of segment files. Shared by the E01 sink and reader.
namespace Ewf {

// libewf's handle and error types are opaque intptr_t (libewf_handle_t, libewf_error_t); the
// aliases keep libewf.h out of Custody's headers.
using RawHandle = intptr_t;
using RawError = intptr_t;

struct HandleDeleter
{
    void operator()(RawHandle *handle) const;
};
using HandlePtr = std::unique_ptr<RawHandle, HandleDeleter>;

// A fresh handle, or the error that kept libewf from making one.
Result<HandlePtr> newHandle();

// libewf's error chain as one line, innermost cause last; frees the error.
QString takeErrorText(RawError *&error);
// An Error of `code` about `path` whose detail is `what`: libewf's explanation.
Error errorFrom(Error::Code code, const QString &path, const QString &what, RawError *&error);

// A chunk of 64 sectors unless asked otherwise, as EnCase and ewfacquire write.
constexpr int DefaultSectorsPerChunk = 64;

// Why an E01 of these chunk and segment sizes cannot be written (a chunk must be a power of two
// from 16 to 32768 sectors, a segment at least 1 MiB); empty when it can.
QString settingsProblem(qint64 chunkBytes, qint64 segmentBytes, int sectorBytes);

// The extension of segment `number` (1-based): E01 … E99, then EAA … EZZ, FAA … ZZZ, as EnCase
// names them. Empty past ZZZ (14,971 segments).
QString segmentExtension(int number);
// basePath + "." + segmentExtension(number).
QString segmentPath(const QString &basePath, int number);
// The segment files of basePath that exist now, from .E01 on as far as they go.
QStringList existingSegments(const QString &basePath);
// Whether a regular file starts with an EWF signature (E01, L01 or Ex01).
bool hasEwfSignature(const QString &path);
// The segment files of the image `path` (any of its segments) belongs to, in order; a gap is
// an error naming the missing segment.
Result<QStringList> discoverSegments(const QString &path);

} // namespace Ewf

} // namespace Custody
