// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "testprocess.h"

#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace Custody::Test {

// One LUN an IscsiTarget exports read-only, as the README tells examiners to export a drive.
struct IscsiLunSetup
{
    QString backingPath; // a file or a block device
    QString serial;      // VPD page 0x80; tgtd's own when empty
    bool direct = false; // tgtd reads the backing store with O_DIRECT (exact bad areas)
};

// The real tgtd (Debian's tgt: an iSCSI target in user space), on 127.0.0.1 at a free port, with
// a control port of its own so that it never meets a tgtd of the machine; one target whose LUNs
// are numbered from 1 (tgtd's LUN 0 is its controller). Needs root (tgtd's control socket lives
// in /run/tgtd). Stopped with SIGKILL (as a target machine that dies looks) when it goes out of
// scope; restart() brings the same target back on the same port.
class IscsiTarget
{
public:
    explicit IscsiTarget(const QString &targetName, const QList<IscsiLunSetup> &luns,
                         const QString &logPath);
    ~IscsiTarget();
    IscsiTarget(const IscsiTarget &) = delete;
    IscsiTarget &operator=(const IscsiTarget &) = delete;

    // Why this machine cannot run these tests (no tgtd, not root), for QSKIP.
    static bool isAvailable(QString *why);

    [[nodiscard]] bool start();
    // Kills tgtd (SIGKILL: sessions drop without a word) and waits for it to end.
    void kill();
    // Stops tgtd where it is (SIGSTOP): a target that falls silent, connections open; resume()
    // lets it go on (SIGCONT).
    void pause();
    void resume();
    // Starts again with the same port, target and LUNs (`luns` replaces them when given).
    [[nodiscard]] bool restart(const QList<IscsiLunSetup> &luns = {});
    // One more target on the same portal (tgtd's next target id), its LUNs numbered from 1; not
    // made again by restart().
    [[nodiscard]] bool addTarget(const QString &targetName, const QList<IscsiLunSetup> &luns);
    // Asks CHAP of initiators: the account `user` with `secret`, bound to the target.
    [[nodiscard]] bool requireChap(const QString &user, const QString &secret);
    // Mutual CHAP: the target answers an initiator's challenge as `user` with `secret` (tgt's
    // outgoing account).
    [[nodiscard]] bool proveItselfAs(const QString &user, const QString &secret);

    QString errorString() const { return m_error; }
    QString portalUri() const; // iscsi://127.0.0.1:PORT
    QString lunUri(int lun, const QString &user = {}) const;
    QString targetName() const { return m_targetName; }

private:
    bool tgtadm(const QStringList &arguments);
    bool configure();
    bool createTarget(const QString &targetName, const QList<IscsiLunSetup> &luns);

    QString m_targetName;
    QList<IscsiLunSetup> m_luns;
    QString m_logPath;
    QString m_chapUser;
    QString m_chapSecret;
    int m_targets = 0; // target ids given so far
    int m_port = 0;
    int m_controlPort = 0;
    QProcess m_daemon;
    QString m_error;
};

} // namespace Custody::Test
