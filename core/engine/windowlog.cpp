// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/windowlog.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

#include <QFileInfo>

namespace Custody {

namespace {

constexpr qsizetype FlushBytes = 1024 * 1024;

} // namespace

WindowLog::WindowLog(QString path)
    : m_path(std::move(path))
{}

WindowLog::~WindowLog()
{
    discard();
}

bool WindowLog::open()
{
    if (m_descriptor >= 0 || m_error)
        return m_descriptor >= 0;
    Result<int> created = createTemporaryFile(m_path, &m_temporaryPath);
    if (!created) {
        m_error = created.error();
        return false;
    }
    m_descriptor = *created;
    return true;
}

void WindowLog::fail(int sysErrno, const char *step)
{
    if (!m_error)
        m_error = Error::fromErrno(Error::Code::OutputNotSaved, sysErrno, m_path, -1,
                                   QString::fromLatin1(step));
}

void WindowLog::flush()
{
    if (m_buffer.isEmpty() || !open())
        return;
    QByteArrayView rest(m_buffer);
    while (!rest.isEmpty()) {
        const ssize_t written = ::write(m_descriptor, rest.data(), size_t(rest.size()));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            fail(written < 0 ? errno : ENOSPC, "writing the window digests");
            break;
        }
        rest = rest.sliced(written);
    }
    m_buffer.clear();
}

void WindowLog::append(const WindowDigest &window)
{
    ++m_windowCount;
    if (m_error)
        return;
    m_buffer += QByteArray::number(window.extent.offset) + " - "
                + QByteArray::number(window.extent.end()) + ": " + window.hex.toLatin1() + '\n';
    if (m_buffer.size() >= FlushBytes)
        flush();
}

void WindowLog::finish(HashAlgorithm algorithm, const QString &totalHex)
{
    m_buffer += "\nTotal (" + hashName(algorithm).toLatin1() + "): " + totalHex.toLatin1() + '\n';
    flush();
    if (!m_error && m_descriptor >= 0 && ::fdatasync(m_descriptor) != 0)
        fail(errno, "fdatasync of the window digests");
    m_finished = true;
}

Result<void> WindowLog::commit()
{
    if (!m_finished)
        fail(0, "committed before the last window");
    if (m_descriptor >= 0 && ::close(m_descriptor) != 0)
        fail(errno, "closing the window digests");
    m_descriptor = -1;
    if (!m_error && ::rename(m_temporaryPath.constData(), nativePath(m_path).constData()) != 0)
        fail(errno, "renaming the window digests into place");
    if (m_error) {
        discard();
        return *m_error;
    }
    m_temporaryPath.clear();
    return syncFolder(QFileInfo(m_path).absolutePath(), Error::Code::OutputNotSaved);
}

void WindowLog::discard()
{
    if (m_descriptor >= 0)
        ::close(m_descriptor);
    m_descriptor = -1;
    if (!m_temporaryPath.isEmpty())
        ::unlink(m_temporaryPath.constData());
    m_temporaryPath.clear();
}

} // namespace Custody
