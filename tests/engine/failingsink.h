// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/imagesink.h"

#include <cerrno>

namespace Custody::Test {

// Wraps a real sink and fails with sysErrno (ENOSPC, EIO) at the first write that reaches
// failOffset, after writing the bytes before it, as a filling disk does. Keeps the digests of
// every finish() call (a failOffset past the end makes it a sink that only records that).
class FailingSink final : public ImageSink
{
public:
    FailingSink(ImageSink &inner, qint64 failOffset, int sysErrno)
        : m_inner(inner)
        , m_failOffset(failOffset)
        , m_sysErrno(sysErrno)
    {}

    Result<void> writeAt(qint64 offset, std::span<const std::byte> data) override
    {
        const qint64 end = offset + qint64(data.size());
        if (end <= m_failOffset)
            return m_inner.writeAt(offset, data);
        if (offset < m_failOffset) {
            const Result<void> head
                = m_inner.writeAt(offset, data.first(size_t(m_failOffset - offset)));
            if (!head)
                return head;
        }
        return Error::fromErrno(m_sysErrno == ENOSPC ? Error::Code::TargetFull
                                                     : Error::Code::WriteFailed,
                                m_sysErrno, filePaths().constFirst(), m_failOffset);
    }
    Result<void> sync() override { return m_inner.sync(); }
    Result<void> readBack(qint64 offset, std::span<std::byte> buffer) override
    {
        return m_inner.readBack(offset, buffer);
    }
    QStringList filePaths() const override { return m_inner.filePaths(); }
    Result<void> finish(const ImageClosing &closing) override
    {
        finishedWith.append(closing.digests);
        return m_inner.finish(closing);
    }

    QList<QList<ImageDigest>> finishedWith;

private:
    ImageSink &m_inner;
    qint64 m_failOffset;
    int m_sysErrno;
};

} // namespace Custody::Test
